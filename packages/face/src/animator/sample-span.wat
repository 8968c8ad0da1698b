(module
  ;; Built into sample-span-wasm.ts by scripts/build-wasm.ts (npm run build:wasm, wabt); a test checks they agree.
  (import "env" "memory" (memory 1))
  ;; Bilinear samples along one row, bit for bit what sampleSpanInside in
  ;; warp-triangles.ts computes, one pixel's four channels per SIMD operation: 16.16 fixed-point positions, 7-bit weights,
  ;; each row of the 2×2 neighbourhood mixed across first, then the two rows.
  ;; $source and $target are byte addresses of pixel 0; $stride is bytes per row.
  (func (export "sampleSpan") (param $source i32) (param $target i32) (param $stride i32) (param $count i32)
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
)
