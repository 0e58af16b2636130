// An exact hdu1527 solution: ⌊kφ⌋ = (k + isqrt(5k²)) / 2 in 128-bit integers.
#include <cstdio>
typedef unsigned long long u64;
typedef unsigned __int128 u128;
static u128 isqrt(u128 n) {
    u128 lo = 0, hi = (u128)1 << 64;  // the root is below 2^64 for n < 2^128
    while (lo + 1 < hi) {
        u128 mid = (lo + hi) / 2;
        if (mid * mid <= n) lo = mid; else hi = mid;
    }
    return lo;
}
int main() {
    u64 a, b;
    while (std::scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) { u64 t = a; a = b; b = t; }
        u128 k = b - a;
        u128 lower = (k + isqrt(5 * k * k)) / 2;
        std::puts(lower == a ? "0" : "1");
    }
}
