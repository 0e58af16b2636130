// HDU 2177 by walking the P-positions (a_k, b_k) upward: the equal take first,
// then the single-pile moves by x, each position once. Right, unless the
// including file defines one of its two failures:
//   EARLY_EXIT    the walk stops `a <= a_k` where `a < a_k` was meant;
//   FIRST_SINGLE  it stops after the first single-pile move.
#include <cstdio>
#include "lower.h"
// Prints (x, y) unless it was printed for this case already.
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
        for (ll k = 0;; k++) {
            ll ak = lower(k), bk = ak + k;
#ifdef EARLY_EXIT
            if (a <= ak) break;  // meant: a < ak
#else
            if (a < ak) break;
#endif
#ifdef FIRST_SINGLE
            if (singles == 1) break;
#endif
            if (bk == a || (bk == b && ak < a)) singles += add(ak, bk);  // to (a_k, b_k)
#ifdef FIRST_SINGLE
            if (singles == 1) break;
#endif
            if (ak == a && bk < b) singles += add(ak, bk);  // the second pile down to b_k
        }
    }
}
