package dev.algoreval.engine.results;

/** The unbiased pass@k estimator of Chen et al. (2021) for one instance with n samples, c of them correct. */
public final class PassAtK {
    private PassAtK() {
    }

    /** 1 - C(n-c, k) / C(n, k), computed as a running product so large n cannot overflow. */
    public static double estimate(int n, int c, int k) {
        if (k < 1 || k > n || c < 0 || c > n) {
            throw new IllegalArgumentException("need 1 <= k <= n and 0 <= c <= n, got n=" + n + " c=" + c + " k=" + k);
        }
        if (n - c < k) {
            return 1.0;
        }
        double allWrong = 1.0;
        for (int i = n - c + 1; i <= n; i++) {
            allWrong *= 1.0 - (double) k / i;
        }
        return 1.0 - allWrong;
    }
}
