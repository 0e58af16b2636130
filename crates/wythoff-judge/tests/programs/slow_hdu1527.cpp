// A stand-in for a solution that is slow on one case: exact (⌊kφ⌋ in 128-bit
// integers, as exact_hdu1527), but first it counts up to a number that grows
// with the pair, as a loop over n does: 12,000,000,000 for the pair 12 20
// (seconds), the smaller pile (at most 10^6) elsewhere (a millisecond at
// most). With WRONG_FIRST set, the first answer is wrong as well. With EACH_MS
// set, every case takes that many milliseconds instead (slow only as a whole).
#include <cstdio>
#include <cstdlib>
#include <unistd.h>
typedef unsigned long long u64;
typedef unsigned __int128 u128;
static u128 isqrt(u128 n) {
    u128 lo = 0, hi = (u128)1 << 64;
    while (lo + 1 < hi) {
        u128 mid = (lo + hi) / 2;
        if (mid * mid <= n) lo = mid; else hi = mid;
    }
    return lo;
}
int main() {
    u64 a, b;
    bool wrong_first = std::getenv("WRONG_FIRST") != nullptr, first = true;
    const char* each = std::getenv("EACH_MS");
    while (std::scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) { u64 t = a; a = b; b = t; }
        volatile u64 count = 0;
        u64 n = (a == 12 && b == 20 && !each) ? 12000000000ULL : (a < 1000000 ? a : 1000000);
        for (u64 i = 0; i < n; i++) count = count + 1;
        if (each) usleep(1000 * std::atoi(each));
        u128 k = b - a;
        bool p = (k + isqrt(5 * k * k)) / 2 == a;
        if (first && wrong_first) p = !p;
        first = false;
        std::puts(p ? "0" : "1");
        std::fflush(stdout);
    }
}
