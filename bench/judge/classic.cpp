// The classic contest solution of HDU 1527 / POJ 1067, written the way it is
// usually written: long double φ, iostreams with sync_with_stdio(false).
// Used only as the speed peer in bench/judge.sh; it is wrong for large inputs.
#include <cmath>
#include <iostream>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    const long double phi = (1.0L + std::sqrt(5.0L)) / 2.0L;
    long long a, b;
    while (std::cin >> a >> b) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        std::cout << ((long long)(k * phi) == a ? 0 : 1) << '\n';
    }
}
