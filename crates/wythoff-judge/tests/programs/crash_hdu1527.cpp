// A stand-in for a solution that crashes on one case: the double-φ answer
// (right for piles below 10^6), and an abort on the pair 12 20 (or 20 12).
#include <cmath>
#include <cstdio>
#include <cstdlib>
int main() {
    long long a, b;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        if (a == 12 && b == 20) std::abort();
        long long k = b - a;
        std::puts((long long)(k * phi) == a ? "0" : "1");
    }
}
