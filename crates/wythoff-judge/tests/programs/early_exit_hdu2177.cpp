// HDU 2177 solved by walking the P-positions (a_k, b_k) upward (exact integer
// ⌊kφ⌋), with an early exit written `a <= a_k` where `a < a_k` was meant: the
// walk stops at a_k = a before looking at it, so the move that takes the second
// pile down to b_k is missed whenever the first pile is some a_k.
#include <cmath>
#include <cstdio>
typedef long long ll;
// ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋, exactly.
static ll lower(ll k) {
    ll r = (ll)std::sqrt((long double)(5 * k * k));
    while (r * r > 5 * k * k) r--;
    while ((r + 1) * (r + 1) <= 5 * k * k) r++;
    return (k + r) / 2;
}
// Prints (x, y) unless it was printed for this case already (a position two
// moves reach is listed once).
static ll seen[3][2];
static int nseen;
static int add(ll x, ll y) {
    for (int i = 0; i < nseen; i++)
        if (seen[i][0] == x && seen[i][1] == y) return 0;
    seen[nseen][0] = x, seen[nseen][1] = y, nseen++;
    std::printf("%lld %lld\n", x, y);
    return 1;
}
int main() {
    ll a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        ll d = b - a;
        if (lower(d) == a) { std::puts("0"); continue; }
        std::puts("1");
        nseen = 0;
        if (a > lower(d)) add(lower(d), lower(d) + d);
        for (ll k = 0;; k++) {
            ll ak = lower(k), bk = ak + k;
            if (a <= ak) break;  // meant: a < ak
            if (bk == a || (bk == b && ak < a)) add(ak, bk);
            if (ak == a && bk < b) add(ak, bk);
        }
    }
}
