// HDU 1527 with the loop `while (cin >> a >> b && a)`: it stops reading at the
// first pair whose a is 0, though the input runs to its end and a = 0 is
// allowed. Exact otherwise (integer ⌊kφ⌋).
#include <iostream>
#include "lower.h"
int main() {
    ll a, b;
    while (std::cin >> a >> b && a) {
        if (a > b) { ll t = a; a = b; b = t; }
        std::cout << (lower(b - a) == a ? 0 : 1) << '\n';
    }
}
