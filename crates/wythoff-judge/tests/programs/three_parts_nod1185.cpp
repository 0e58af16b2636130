// 51Nod 1185 with φ − 1 = 0.618033988 749894848 204586834… in three 9-digit
// parts, k·(φ − 1) summed part by part with carries (the fractional digits past
// the 27th are dropped), then ⌊kφ⌋ = k + ⌊k(φ − 1)⌋.
#include <cstdio>
typedef unsigned long long u64;
int main() {
    const u64 part[3] = {618033988ULL, 749894848ULL, 204586834ULL};
    const u64 B = 1000000000ULL;
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        u64 a, b;
        std::scanf("%llu %llu", &a, &b);
        if (a > b) { u64 x = a; a = b; b = x; }
        u64 k = b - a, hi = k / B, lo = k % B;
        // k·0.p0p1p2 = (hi·B + lo)·(p0/B + p1/B² + p2/B³): integer part only.
        u64 c3 = lo * part[2];
        u64 c2 = hi * part[2] + lo * part[1] + c3 / B;
        u64 c1 = hi * part[1] + lo * part[0] + c2 / B;
        u64 whole = hi * part[0] + c1 / B;
        std::puts(k + whole == a ? "B" : "A");
    }
}
