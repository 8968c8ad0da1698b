/**
 * MediaPipe face-mesh indices the animator moves by name. The mesh has 468
 * points (478 with the irises); the contours run around each feature.
 */

/** Outer lip contour, from the right mouth corner (61) along the lower lip and back over the upper lip. */
export const outerLipIndices = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185] as const;

/** The outer contour as two chains from corner 61 to corner 291: the lower lip's outer edge and the upper lip's. */
export const outerLowerChain = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291] as const;
export const outerUpperChain = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;

/** Inner lip contour (where the lips meet), same direction: corner 78, lower lip to corner 308, upper lip back. */
export const innerLipIndices = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191] as const;

/** The inner contour as two chains from corner 78 to corner 308: the lower lip's edge and the upper lip's edge. */
export const innerLowerChain = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;
export const innerUpperChain = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;

export const mouthCornerIndices = { outerRight: 61, outerLeft: 291, innerRight: 78, innerLeft: 308 } as const;

/** Each eye: upper lid (lash line) and lower lid, corner to corner; under the brow, the contour above the lid's skin; the cheek under the eye. */
export const eyes = [
  {
    upper: [246, 161, 160, 159, 158, 157, 173],
    lower: [33, 7, 163, 144, 145, 153, 154, 155, 133],
    underBrow: [113, 225, 224, 223, 222, 221, 189],
    underEye: [118, 119, 100, 47],
  },
  {
    upper: [466, 388, 387, 386, 385, 384, 398],
    lower: [263, 249, 390, 373, 374, 380, 381, 382, 362],
    underBrow: [342, 445, 444, 443, 442, 441, 413],
    underEye: [347, 348, 329, 277],
  },
] as const;

/** The face oval, clockwise from the top of the forehead. */
export const faceOvalIndices = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21,
  54, 103, 67, 109,
] as const;

export const landmark = {
  foreheadTop: 10,
  chin: 152,
  noseTip: 1,
  noseBase: 2,
  rightCheek: 234,
  leftCheek: 454,
} as const;

/** Points 0–467 are the face surface; 468–477 are the irises (they ride on the eyes, not on the warp). */
export const surfacePointCount = 468;
