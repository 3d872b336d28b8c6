public class Main {
    static long modPow(long base, long exponent, long modulus) {
        // modulus < 2^31, so the product of two residues fits in a long
        long result = 1 % modulus;
        base %= modulus;
        while (exponent > 0) {
            if ((exponent & 1) == 1) result = result * base % modulus;
            base = base * base % modulus;
            exponent >>= 1;
        }
        return result;
    }

    public static void main(String[] args) {
        long[][] cases = {
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
        for (long[] c : cases) System.out.println(modPow(c[0], c[1], c[2]));
    }
}
