// A stand-in for a solution that is slow on one case: exact (lower.h's
// ⌊kφ⌋, right for the piles up to 10^9 it is given), but first it counts up
// to a number that grows with the pair, as a loop over n does:
// 12,000,000,000 for the pair 12 20 (seconds), the smaller pile (at most 10^6)
// elsewhere (a millisecond at most). With WRONG_FIRST set, the first answer
// is wrong as well. With EACH_MS set, every case takes that many milliseconds
// instead (slow only as a whole).
#include <cstdio>
#include <cstdlib>
#include <unistd.h>
#include "lower.h"
int main() {
    ll a, b;
    bool wrong_first = std::getenv("WRONG_FIRST") != nullptr, first = true;
    const char* each = std::getenv("EACH_MS");
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { ll t = a; a = b; b = t; }
        volatile unsigned long long count = 0;
        unsigned long long n = (a == 12 && b == 20 && !each) ? 12000000000ULL : (a < 1000000 ? a : 1000000);
        for (unsigned long long i = 0; i < n; i++) count = count + 1;
        if (each) usleep(1000 * std::atoi(each));
        bool p = lower(b - a) == a;
        if (first && wrong_first) p = !p;
        first = false;
        std::puts(p ? "0" : "1");
        std::fflush(stdout);
    }
}
