#include <array>
#include <cstdint>
#include <iostream>
#include <vector>

std::uint64_t modPow(std::uint64_t base, std::uint64_t exponent, std::uint64_t modulus) {
    // modulus < 2^31, so the product of two residues fits in 64 bits
    std::uint64_t result = 1 % modulus;
    base %= modulus;
    while (exponent > 0) {
        if (exponent & 1) result = result * base % modulus;
        base = base * base % modulus;
        exponent >>= 1;
    }
    return result;
}

int main() {
    std::vector<std::array<std::uint64_t, 3>> cases = {
        {2, 10, 1000},
        {3, 200, 13},
        {7, 0, 13},
        {5, 0, 1},
        {0, 5, 7},
        {123456789, 987654321, 1000000007},
        {2, 2147483646, 2147483647},
        {2147483646, 2147483645, 2147483647},
        {987654321, 1234567890, 2147483629},
    };
    for (const auto& c : cases) std::cout << modPow(c[0], c[1], c[2]) << '\n';
    return 0;
}
