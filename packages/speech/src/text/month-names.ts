/** Month names by base language code, January first; languages without a row read dates as numbers. */
export const monthNames: Readonly<Record<string, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

/**
 * A calendar date as a person of that language says it, with the digits left
 * for the engine's own number rules (which know ordinals and years).
 */
export function speakDate(year: number, month: number, day: number, language: string): string {
  const name = monthNames[language]?.[month - 1];
  switch (language) {
    case 'en':
      return `${name} ${day}${englishOrdinalSuffix(day)}, ${year}`;
    case 'es':
    case 'pt':
      return `${day} de ${name} de ${year}`;
    case 'de':
      return `${day}. ${name} ${year}`;
    case 'fr':
      return `${day === 1 ? '1er' : day} ${name} ${year}`;
    case 'it':
    case 'nl':
      return `${day} ${name} ${year}`;
    case 'zh':
    case 'ja':
      return `${year}年${month}月${day}日`;
    case 'ko':
      return `${year}년 ${month}월 ${day}일`;
    default:
      return `${day}, ${month}, ${year}`;
  }
}

function englishOrdinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}
