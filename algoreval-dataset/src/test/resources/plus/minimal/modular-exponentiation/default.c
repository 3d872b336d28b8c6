/* Contract-minimal: square-and-multiply in long long, which the requirements say the products need. */
long long modPow(long long base, long long exponent, long long modulus) {
    long long result = 1 % modulus;
    base %= modulus;
    while (exponent > 0) {
        if (exponent & 1) {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exponent >>= 1;
    }
    return result;
}

int main(void) {
    return 0;
}
