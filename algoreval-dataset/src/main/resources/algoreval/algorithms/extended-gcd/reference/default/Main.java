public class Main {
    /** Returns {g, x, y} with g = gcd(a, b) and a*x + b*y = g. */
    static long[] extendedGcd(long a, long b) {
        // invariants: oldR = a*oldX + b*oldY and r = a*x + b*y
        long oldR = a, r = b, oldX = 1, x = 0, oldY = 0, y = 1;
        while (r != 0) {
            long q = oldR / r, t;
            t = r; r = oldR - q * r; oldR = t;
            t = x; x = oldX - q * x; oldX = t;
            t = y; y = oldY - q * y; oldY = t;
        }
        return new long[] {oldR, oldX, oldY};
    }

    public static void main(String[] args) {
        long[][] pairs = {{240, 46}, {17, 3120}, {1071, 462}, {12, 36}, {36, 12}, {0, 7}, {123456789, 9876543}};
        for (long[] p : pairs) {
            long a = p[0], b = p[1];
            long[] r = extendedGcd(a, b);
            long g = r[0];
            // normalize to the unique solution with 0 <= x < b/g
            long x = Math.floorMod(r[1], b / g);
            long y = (g - a * x) / b;
            System.out.println(g + " " + x + " " + y);
        }
    }
}
