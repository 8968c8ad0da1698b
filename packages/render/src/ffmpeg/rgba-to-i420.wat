(module
  ;; Built into rgba-to-i420-wasm.ts by scripts/build-wasm.ts (npm run build:wasm, wabt); a test checks they agree.
  (import "env" "memory" (memory 1))
  ;; RGBA → I420, BT.709 limited range, bit for bit convertRgbaGroupsToI420 in i420-frames.ts: 15-bit coefficients,
  ;; luma per pixel, chroma from the sum of each 2×2 block. Four pixels of two rows per turn (two chroma samples).
  ;; $rgba is the byte address of the top-left pixel, $rgbaStride bytes per row; $y, $u, $v the first luma and
  ;; chroma bytes, $yStride and $chromaStride bytes per row; $groups four-pixel groups per row; $rowPairs pairs of rows.
  (func (export "convert") (param $rgba i32) (param $rgbaStride i32) (param $y i32) (param $yStride i32)
        (param $u i32) (param $v i32) (param $chromaStride i32) (param $groups i32) (param $rowPairs i32)
    (local $pair i32) (local $group i32) (local $source i32) (local $luma i32) (local $chroma i32)
    (local $upper v128) (local $lower v128) (local $sum v128) (local $cb v128) (local $cr v128)
    (block $pairsDone
      (loop $pairs
        (br_if $pairsDone (i32.ge_u (local.get $pair) (local.get $rowPairs)))
        (local.set $source (i32.add (local.get $rgba) (i32.mul (local.get $pair) (i32.shl (local.get $rgbaStride) (i32.const 1)))))
        (local.set $luma (i32.add (local.get $y) (i32.mul (local.get $pair) (i32.shl (local.get $yStride) (i32.const 1)))))
        (local.set $chroma (i32.mul (local.get $pair) (local.get $chromaStride)))
        (local.set $group (i32.const 0))
        (block $groupsDone
          (loop $groupLoop
            (br_if $groupsDone (i32.ge_u (local.get $group) (local.get $groups)))
            (local.set $upper (v128.load (local.get $source)))
            (local.set $lower (v128.load (i32.add (local.get $source) (local.get $rgbaStride))))
            ;; Four luma bytes of each row.
            (v128.store32_lane 0 (local.get $luma) (call $luma4 (local.get $upper)))
            (v128.store32_lane 0 (i32.add (local.get $luma) (local.get $yStride)) (call $luma4 (local.get $lower)))
            ;; Rows added (i16 lanes: pixels 0 and 1, then pixels 2 and 3), then the two columns of each block:
            ;; $sum = R G B A of block 0, then of block 1 (each at most 4 × 255).
            (local.set $cb (i16x8.add (i16x8.extend_low_i8x16_u (local.get $upper)) (i16x8.extend_low_i8x16_u (local.get $lower))))
            (local.set $cr (i16x8.add (i16x8.extend_high_i8x16_u (local.get $upper)) (i16x8.extend_high_i8x16_u (local.get $lower))))
            (local.set $sum (i16x8.add
              (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $cb) (local.get $cr))
              (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $cb) (local.get $cr))))
            ;; Dot products: lanes (R·c + G·c, B·c) for each block, then the halves added.
            (local.set $cb (i32x4.dot_i16x8_s (local.get $sum) (v128.const i16x8 -3298 -11094 14392 0 -3298 -11094 14392 0)))
            (local.set $cr (i32x4.dot_i16x8_s (local.get $sum) (v128.const i16x8 14392 -13072 -1320 0 14392 -13072 -1320 0)))
            (local.set $sum (i32x4.shr_s
              (i32x4.add
                (i32x4.add
                  (i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 (local.get $cb) (local.get $cr))
                  (i8x16.shuffle 4 5 6 7 12 13 14 15 20 21 22 23 28 29 30 31 (local.get $cb) (local.get $cr)))
                (i32x4.splat (i32.const 16842752)))
              (i32.const 17)))
            ;; Bytes: Cb of block 0, 1, then Cr of block 0, 1.
            (local.set $sum (i16x8.narrow_i32x4_s (local.get $sum) (local.get $sum)))
            (local.set $sum (i8x16.narrow_i16x8_u (local.get $sum) (local.get $sum)))
            (v128.store16_lane 0 (i32.add (local.get $u) (local.get $chroma)) (local.get $sum))
            (v128.store16_lane 1 (i32.add (local.get $v) (local.get $chroma)) (local.get $sum))
            (local.set $source (i32.add (local.get $source) (i32.const 16)))
            (local.set $luma (i32.add (local.get $luma) (i32.const 4)))
            (local.set $chroma (i32.add (local.get $chroma) (i32.const 2)))
            (local.set $group (i32.add (local.get $group) (i32.const 1)))
            (br $groupLoop)))
        (local.set $pair (i32.add (local.get $pair) (i32.const 1)))
        (br $pairs))))

  ;; The luma of four RGBA pixels, as the low four bytes.
  (func $luma4 (param $pixels v128) (result v128)
    (local $low v128) (local $high v128) (local $luma v128)
    (local.set $low (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_u (local.get $pixels)) (v128.const i16x8 5983 20127 2032 0 5983 20127 2032 0)))
    (local.set $high (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_u (local.get $pixels)) (v128.const i16x8 5983 20127 2032 0 5983 20127 2032 0)))
    (local.set $luma (i32x4.shr_s
      (i32x4.add
        (i32x4.add
          (i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 (local.get $low) (local.get $high))
          (i8x16.shuffle 4 5 6 7 12 13 14 15 20 21 22 23 28 29 30 31 (local.get $low) (local.get $high)))
        (i32x4.splat (i32.const 540672)))
      (i32.const 15)))
    (local.set $luma (i16x8.narrow_i32x4_s (local.get $luma) (local.get $luma)))
    (i8x16.narrow_i16x8_u (local.get $luma) (local.get $luma)))
)
