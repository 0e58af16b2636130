// HDU 2177 pile by pile, with a table of P-positions up to the statement's
// 10^6: the equal take first, then the first pile's move, then the second's,
// each printed as x ≤ y. A position two moves reach is printed twice, and the
// first pile's move comes before the second's, not by x. Piles past the table
// read outside it (as the table-based solutions do).
#include <cstdio>
#include "lower.h"
const int N = 2000001;
static int partner[N];  // the other coordinate of the P-position holding x
int main() {
    for (ll k = 0;; k++) {
        ll ak = lower(k), bk = ak + k;
        if (bk >= N) break;
        partner[ak] = (int)bk, partner[bk] = (int)ak;
    }
    int a, b;
    while (std::scanf("%d %d", &a, &b) == 2 && (a || b)) {
        if (partner[a] == b) { std::puts("0"); continue; }
        std::puts("1");
        int d = b - a;
        for (int x = 0; x < a; x++)  // the equal take: (x, x + d) a P-position
            if (partner[x] == x + d) std::printf("%d %d\n", x, x + d);
        if (partner[b] < a) {  // the first pile down to partner[b]
            int x = partner[b];
            std::printf("%d %d\n", x < b ? x : b, x < b ? b : x);
        }
        if (partner[a] < b) {  // the second pile down to partner[a]
            int y = partner[a];
            std::printf("%d %d\n", y < a ? y : a, y < a ? a : y);
        }
    }
}
