// A stand-in for a solution that is slow on one case: it counts up to a
// number that grows with the pair, as a loop over n does. The count is
// 3,000,000,000 for the pair 12 20 (seconds), and the
// smaller pile itself elsewhere (microseconds): slow on that case alone,
// and right on every answer (exact below 10^6, like the double-φ program).
// With WRONG_FIRST set, the first answer is wrong as well. With EACH_MS set,
// every case takes that many milliseconds instead (slow only as a whole).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>
int main() {
    long long a, b;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    bool wrong_first = std::getenv("WRONG_FIRST") != nullptr, first = true;
    const char* each = std::getenv("EACH_MS");
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        volatile long long count = 0;
        long long n = (a == 12 && b == 20 && !each) ? 3000000000LL : (a < 1000000 ? a : 1000000);
        if (each) usleep(1000 * std::atoi(each));
        for (long long i = 0; i < n; i++) count = count + 1;
        long long k = b - a;
        bool p = (long long)(k * phi) == a;
        if (first && wrong_first) p = !p;
        first = false;
        std::puts(p ? "0" : "1");
        std::fflush(stdout);
    }
}
