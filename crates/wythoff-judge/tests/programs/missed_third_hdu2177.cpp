// HDU 2177 that lists the equal-take move and then at most one single-pile
// move (it stops at the first), so a position with three winning moves, such
// as (13, 20), loses its third. Exact integer ⌊kφ⌋.
#include <cmath>
#include <cstdio>
typedef long long ll;
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
        int singles = 0;
        for (ll k = 0; singles < 1; k++) {  // stops after the first
            ll ak = lower(k), bk = ak + k;
            if (a < ak) break;
            if (bk == a || (bk == b && ak < a)) singles += add(ak, bk);
            if (ak == a && bk < b && singles < 1) singles += add(ak, bk);
        }
    }
}
