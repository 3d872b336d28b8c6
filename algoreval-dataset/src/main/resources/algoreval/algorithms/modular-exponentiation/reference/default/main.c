#include <stdint.h>
#include <stdio.h>

uint64_t modPowUnsigned(uint64_t base, uint64_t exponent, uint64_t modulus) {
    /* modulus < 2^31, so the product of two residues fits in 64 bits */
    uint64_t result = 1 % modulus;
    base %= modulus;
    while (exponent > 0) {
        if (exponent & 1) result = result * base % modulus;
        base = base * base % modulus;
        exponent >>= 1;
    }
    return result;
}

/* The AlgoREval+ interface (signed 64-bit; every value is below 2^31). */
long long modPow(long long base, long long exponent, long long modulus) {
    return (long long)modPowUnsigned((uint64_t)base, (uint64_t)exponent, (uint64_t)modulus);
}

int main(void) {
    uint64_t cases[][3] = {
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
    for (int k = 0; k < 9; k++) {
        printf("%llu\n", (unsigned long long)modPowUnsigned(cases[k][0], cases[k][1], cases[k][2]));
    }
    return 0;
}
