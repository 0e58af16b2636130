// The usual hdu1527 solution, with a double φ: wrong from k = 102,334,155.
#include <cmath>
#include <cstdio>
int main() {
    long long a, b;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a;
        std::puts((long long)(k * phi) == a ? "0" : "1");
    }
}
