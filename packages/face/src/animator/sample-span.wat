(module
  ;; Built into sample-span-wasm.ts by scripts/build-wasm.ts (npm run build:wasm, wabt); a test checks they agree.
  (import "env" "memory" (memory 1))
  ;; Bilinear samples along one row, bit for bit what sampleSpanInside in
  ;; warp-triangles.ts computes, one pixel's four channels per SIMD operation: 16.16 fixed-point positions, 7-bit weights,
  ;; each row of the 2×2 neighbourhood mixed across first, then the two rows.
  ;; $source and $target are byte addresses of pixel 0; $stride is bytes per row.
  (func $sampleSpan (export "sampleSpan") (param $source i32) (param $target i32) (param $stride i32) (param $count i32)
        (param $fx i32) (param $fy i32) (param $stepX i32) (param $stepY i32)
    (local $offset i32) (local $wx i32) (local $wy i32) (local $end i32)
    (local $weights v128) (local $top v128) (local $bottom v128) (local $mixed v128)
    (local.set $end (i32.add (local.get $target) (i32.shl (local.get $count) (i32.const 2))))
    (block $done
      (loop $pixel
        (br_if $done (i32.ge_u (local.get $target) (local.get $end)))
        (local.set $offset (i32.add (local.get $source)
          (i32.add (i32.mul (i32.shr_s (local.get $fy) (i32.const 16)) (local.get $stride))
                   (i32.shl (i32.shr_s (local.get $fx) (i32.const 16)) (i32.const 2)))))
        (local.set $wx (i32.and (i32.shr_s (local.get $fx) (i32.const 9)) (i32.const 127)))
        (local.set $wy (i32.and (i32.shr_s (local.get $fy) (i32.const 9)) (i32.const 127)))
        ;; (128 − wx) for the left pixel's four channels, wx for the right one's.
        (local.set $weights (v128.bitselect
          (i16x8.splat (local.get $wx))
          (i16x8.splat (i32.sub (i32.const 128) (local.get $wx)))
          (v128.const i16x8 0 0 0 0 -1 -1 -1 -1)))
        (local.set $top (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load64_zero (local.get $offset))) (local.get $weights)))
        (local.set $bottom (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load64_zero (i32.add (local.get $offset) (local.get $stride)))) (local.get $weights)))
        ;; Left + right in the low four lanes, >> 7: the top and bottom rows mixed across.
        (local.set $top (i16x8.shr_u (i16x8.add (local.get $top)
          (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $top) (local.get $top))) (i32.const 7)))
        (local.set $bottom (i16x8.shr_u (i16x8.add (local.get $bottom)
          (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $bottom) (local.get $bottom))) (i32.const 7)))
        (local.set $mixed (i16x8.shr_u
          (i16x8.add (i16x8.mul (local.get $top) (i16x8.splat (i32.sub (i32.const 128) (local.get $wy))))
                     (i16x8.mul (local.get $bottom) (i16x8.splat (local.get $wy))))
          (i32.const 7)))
        (v128.store32_lane 0 (local.get $target) (i8x16.narrow_i16x8_u (local.get $mixed) (local.get $mixed)))
        (local.set $target (i32.add (local.get $target) (i32.const 4)))
        (local.set $fx (i32.add (local.get $fx) (local.get $stepX)))
        (local.set $fy (i32.add (local.get $fy) (local.get $stepY)))
        (br $pixel))))

  ;; sampleSpanClamped in warp-triangles.ts, bit for bit: a row whose source points reach past the photo's border,
  ;; each position clamped to it (the edge pixels repeat), in floats. Pixel $start of the frame onward, $count of them.
  (func $sampleSpanClamped (param $source i32) (param $target i32) (param $width i32) (param $height i32)
        (param $start i32) (param $count i32) (param $sx f64) (param $sy f64) (param $as f64) (param $at f64)
    (local $item i32) (local $x f64) (local $y f64) (local $ix i32) (local $iy i32) (local $maxX f64) (local $maxY f64)
    (local $offset i32) (local $stride i32) (local $wx i32) (local $wy i32) (local $weights v128) (local $top v128) (local $bottom v128)
    (local $mixed v128) (local $out i32)
    (local.set $maxX (f64.convert_i32_s (i32.sub (local.get $width) (i32.const 1))))
    (local.set $maxY (f64.convert_i32_s (i32.sub (local.get $height) (i32.const 1))))
    (local.set $stride (i32.shl (local.get $width) (i32.const 2)))
    (local.set $out (i32.add (local.get $target) (i32.shl (local.get $start) (i32.const 2))))
    (block $done
      (loop $pixel
        (br_if $done (i32.ge_s (local.get $item) (local.get $count)))
        (local.set $x (f64.min (local.get $maxX) (f64.max (f64.const 0)
          (f64.add (local.get $sx) (f64.mul (local.get $as) (f64.convert_i32_s (local.get $item)))))))
        (local.set $y (f64.min (local.get $maxY) (f64.max (f64.const 0)
          (f64.add (local.get $sy) (f64.mul (local.get $at) (f64.convert_i32_s (local.get $item)))))))
        (local.set $ix (i32.trunc_f64_s (f64.min (f64.sub (local.get $maxX) (f64.const 1)) (f64.floor (local.get $x)))))
        (local.set $iy (i32.trunc_f64_s (f64.min (f64.sub (local.get $maxY) (f64.const 1)) (f64.floor (local.get $y)))))
        (local.set $wx (i32.trunc_f64_s (f64.mul (f64.sub (local.get $x) (f64.convert_i32_s (local.get $ix))) (f64.const 128))))
        (local.set $wy (i32.trunc_f64_s (f64.mul (f64.sub (local.get $y) (f64.convert_i32_s (local.get $iy))) (f64.const 128))))
        (local.set $offset (i32.add (local.get $source)
          (i32.shl (i32.add (i32.mul (local.get $iy) (local.get $width)) (local.get $ix)) (i32.const 2))))
        (local.set $weights (v128.bitselect
          (i16x8.splat (local.get $wx))
          (i16x8.splat (i32.sub (i32.const 128) (local.get $wx)))
          (v128.const i16x8 0 0 0 0 -1 -1 -1 -1)))
        (local.set $top (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load64_zero (local.get $offset))) (local.get $weights)))
        (local.set $bottom (i16x8.mul (i16x8.extend_low_i8x16_u (v128.load64_zero (i32.add (local.get $offset) (local.get $stride)))) (local.get $weights)))
        (local.set $top (i16x8.shr_u (i16x8.add (local.get $top)
          (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $top) (local.get $top))) (i32.const 7)))
        (local.set $bottom (i16x8.shr_u (i16x8.add (local.get $bottom)
          (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get $bottom) (local.get $bottom))) (i32.const 7)))
        (local.set $mixed (i16x8.shr_u
          (i16x8.add (i16x8.mul (local.get $top) (i16x8.splat (i32.sub (i32.const 128) (local.get $wy))))
                     (i16x8.mul (local.get $bottom) (i16x8.splat (local.get $wy))))
          (i32.const 7)))
        (v128.store32_lane 0 (local.get $out) (i8x16.narrow_i16x8_u (local.get $mixed) (local.get $mixed)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (local.set $item (i32.add (local.get $item) (i32.const 1)))
        (br $pixel))))

  ;; The rows of one destination triangle (corners sorted by y: a, b, c), bit for bit the row loop of warpTriangle in
  ;; warp-triangles.ts: source = (as·x + bs·y + cs, at·x + bt·y + ct). $identity copies rows unchanged. The box of
  ;; pixels drawn grows at $box (left, top, right, bottom as i32).
  (func (export "warpRows")
        (param $ax f64) (param $ay f64) (param $bx f64) (param $by f64) (param $cx f64) (param $cy f64)
        (param $as f64) (param $bs f64) (param $cs f64) (param $at f64) (param $bt f64) (param $ct f64)
        (param $identity i32) (param $source i32) (param $target i32) (param $width i32) (param $height i32) (param $box i32)
    (local $row i32) (local $endRow i32) (local $yc f64) (local $longX f64) (local $shortX f64)
    (local $first i32) (local $end i32) (local $count i32) (local $rowStart i32)
    (local $sx f64) (local $sy f64) (local $fx f64) (local $fy f64) (local $stepX f64) (local $stepY f64)
    (local $lastFx f64) (local $lastFy f64) (local $maxX f64) (local $maxY f64)
    (local $longSlope f64) (local $upperSlope f64) (local $lowerSlope f64) (local $rowX f64) (local $rowY f64)
    (local $left i32) (local $top i32) (local $right i32) (local $bottom i32)
    (local.set $row (i32.trunc_f64_s (f64.max (f64.const 0) (f64.ceil (f64.sub (local.get $ay) (f64.const 0.5))))))
    (local.set $endRow (i32.trunc_f64_s (f64.min (f64.convert_i32_s (local.get $height)) (f64.ceil (f64.sub (local.get $cy) (f64.const 0.5))))))
    (if (i32.ge_s (local.get $row) (local.get $endRow)) (then (return)))
    (local.set $maxX (f64.mul (f64.convert_i32_s (i32.sub (local.get $width) (i32.const 1))) (f64.const 65536)))
    (local.set $maxY (f64.mul (f64.convert_i32_s (i32.sub (local.get $height) (i32.const 1))) (f64.const 65536)))
    ;; 16.16 steps: floor(v · 65536 + 0.5), as toFixed16.
    (local.set $stepX (f64.floor (f64.add (f64.mul (local.get $as) (f64.const 65536)) (f64.const 0.5))))
    (local.set $stepY (f64.floor (f64.add (f64.mul (local.get $at) (f64.const 65536)) (f64.const 0.5))))
    ;; Each edge's dx/dy from its upper end (slopeOf): a for a→c and a→b, b for b→c.
    (local.set $longSlope (f64.div (f64.sub (local.get $cx) (local.get $ax)) (f64.sub (local.get $cy) (local.get $ay))))
    (local.set $upperSlope (f64.div (f64.sub (local.get $bx) (local.get $ax)) (f64.sub (local.get $by) (local.get $ay))))
    (local.set $lowerSlope (f64.div (f64.sub (local.get $cx) (local.get $bx)) (f64.sub (local.get $cy) (local.get $by))))
    (local.set $left (i32.load (local.get $box)))
    (local.set $top (i32.load offset=4 (local.get $box)))
    (local.set $right (i32.load offset=8 (local.get $box)))
    (local.set $bottom (i32.load offset=12 (local.get $box)))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_s (local.get $row) (local.get $endRow)))
        (local.set $yc (f64.add (f64.convert_i32_s (local.get $row)) (f64.const 0.5)))
        (local.set $longX (f64.add (local.get $ax) (f64.mul (f64.sub (local.get $yc) (local.get $ay)) (local.get $longSlope))))
        (local.set $shortX (if (result f64) (f64.lt (local.get $yc) (local.get $by))
          (then (f64.add (local.get $ax) (f64.mul (f64.sub (local.get $yc) (local.get $ay)) (local.get $upperSlope))))
          (else (f64.add (local.get $bx) (f64.mul (f64.sub (local.get $yc) (local.get $by)) (local.get $lowerSlope))))))
        (local.set $first (i32.trunc_f64_s (f64.max (f64.const 0)
          (f64.ceil (f64.sub (f64.min (local.get $longX) (local.get $shortX)) (f64.const 0.5))))))
        (local.set $end (i32.trunc_f64_s (f64.min (f64.convert_i32_s (local.get $width))
          (f64.ceil (f64.sub (f64.max (local.get $longX) (local.get $shortX)) (f64.const 0.5))))))
        (if (i32.gt_s (local.get $end) (local.get $first))
          (then
            (if (i32.lt_s (local.get $first) (local.get $left)) (then (local.set $left (local.get $first))))
            (if (i32.lt_s (local.get $row) (local.get $top)) (then (local.set $top (local.get $row))))
            (if (i32.gt_s (local.get $end) (local.get $right)) (then (local.set $right (local.get $end))))
            (if (i32.gt_s (i32.add (local.get $row) (i32.const 1)) (local.get $bottom))
              (then (local.set $bottom (i32.add (local.get $row) (i32.const 1)))))
            (local.set $count (i32.sub (local.get $end) (local.get $first)))
            (local.set $rowStart (i32.add (i32.mul (local.get $row) (local.get $width)) (local.get $first)))
            (if (local.get $identity)
              (then
                (memory.copy
                  (i32.add (local.get $target) (i32.shl (local.get $rowStart) (i32.const 2)))
                  (i32.add (local.get $source) (i32.shl (local.get $rowStart) (i32.const 2)))
                  (i32.shl (local.get $count) (i32.const 2))))
              (else
                ;; The first pixel centre's sample position, less half a pixel (source pixel centres sit at +0.5).
                (local.set $rowX (f64.add (f64.convert_i32_s (local.get $first)) (f64.const 0.5)))
                (local.set $sx (f64.sub (f64.add (f64.add
                  (f64.mul (local.get $as) (local.get $rowX))
                  (f64.mul (local.get $bs) (local.get $yc))) (local.get $cs)) (f64.const 0.5)))
                (local.set $sy (f64.sub (f64.add (f64.add
                  (f64.mul (local.get $at) (local.get $rowX))
                  (f64.mul (local.get $bt) (local.get $yc))) (local.get $ct)) (f64.const 0.5)))
                (local.set $fx (f64.floor (f64.add (f64.mul (local.get $sx) (f64.const 65536)) (f64.const 0.5))))
                (local.set $fy (f64.floor (f64.add (f64.mul (local.get $sy) (f64.const 65536)) (f64.const 0.5))))
                (local.set $lastFx (f64.add (local.get $fx) (f64.mul (local.get $stepX) (f64.convert_i32_s (i32.sub (local.get $count) (i32.const 1))))))
                (local.set $lastFy (f64.add (local.get $fy) (f64.mul (local.get $stepY) (f64.convert_i32_s (i32.sub (local.get $count) (i32.const 1))))))
                (if (i32.and
                      (i32.and (f64.ge (f64.min (local.get $fx) (local.get $lastFx)) (f64.const 0))
                               (f64.lt (f64.max (local.get $fx) (local.get $lastFx)) (local.get $maxX)))
                      (i32.and (f64.ge (f64.min (local.get $fy) (local.get $lastFy)) (f64.const 0))
                               (f64.lt (f64.max (local.get $fy) (local.get $lastFy)) (local.get $maxY))))
                  (then
                    (call $sampleSpan (local.get $source)
                      (i32.add (local.get $target) (i32.shl (local.get $rowStart) (i32.const 2)))
                      (i32.shl (local.get $width) (i32.const 2)) (local.get $count)
                      (i32.trunc_f64_s (local.get $fx)) (i32.trunc_f64_s (local.get $fy))
                      (i32.trunc_sat_f64_s (local.get $stepX)) (i32.trunc_sat_f64_s (local.get $stepY))))
                  (else
                    (call $sampleSpanClamped (local.get $source) (local.get $target) (local.get $width) (local.get $height)
                      (local.get $rowStart) (local.get $count) (local.get $sx) (local.get $sy) (local.get $as) (local.get $at))))))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows)))
    (i32.store (local.get $box) (local.get $left))
    (i32.store offset=4 (local.get $box) (local.get $top))
    (i32.store offset=8 (local.get $box) (local.get $right))
    (i32.store offset=12 (local.get $box) (local.get $bottom)))
)
