// 51Nod 1185 the usual way, with an x87 long double φ: ⌊kφ⌋ goes wrong first
// at k = 2,971,215,073 (b ≈ 7.8·10^9), far below the statement's 10^18.
#include <cmath>
#include <cstdio>
int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    const long double phi = (1 + std::sqrt(5.0L)) / 2;
    while (t--) {
        long long a, b;
        std::scanf("%lld %lld", &a, &b);
        if (a > b) { long long x = a; a = b; b = x; }
        long long k = b - a;
        std::puts((long long)(k * phi) == a ? "B" : "A");
    }
}
