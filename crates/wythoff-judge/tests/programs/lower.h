// ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ in exact integer arithmetic (the square root
// corrected to the floor), for the stand-ins that are right apart from their
// one failure. 5k² must fit in a long long: k < 1.3·10^9.
#include <cmath>
typedef long long ll;
static ll lower(ll k) {
    ll r = (ll)std::sqrt((long double)(5 * k * k));
    while (r * r > 5 * k * k) r--;
    while ((r + 1) * (r + 1) <= 5 * k * k) r++;
    return (k + r) / 2;
}
