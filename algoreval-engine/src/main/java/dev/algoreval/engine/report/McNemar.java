package dev.algoreval.engine.report;

/**
 * The exact (binomial) McNemar test: under the null hypothesis the discordant pairs split 50/50,
 * so p = min(1, 2 · P[X ≤ min(b, c)]) with X ~ Binomial(b + c, 1/2).
 */
public final class McNemar {
    private McNemar() {
    }

    /**
     * @param b pairs the first run passed and the second failed
     * @param c pairs the first run failed and the second passed
     */
    public static double exactPValue(int b, int c) {
        if (b < 0 || c < 0) {
            throw new IllegalArgumentException("discordant counts must be >= 0, got b=" + b + " c=" + c);
        }
        int n = b + c;
        if (n == 0) {
            return 1.0;
        }
        int k = Math.min(b, c);
        // In logarithms, because 2^n underflows a double beyond n ≈ 1000 discordant pairs.
        double logHalfN = -n * Math.log(2);
        double logChoose = 0;
        double max = logHalfN;
        double[] terms = new double[k + 1];
        for (int i = 0; i <= k; i++) {
            if (i > 0) {
                logChoose += Math.log(n - i + 1) - Math.log(i);
            }
            terms[i] = logChoose + logHalfN;
            max = Math.max(max, terms[i]);
        }
        double sum = 0;
        for (double t : terms) {
            sum += Math.exp(t - max);
        }
        return Math.min(1.0, 2 * Math.exp(max) * sum);
    }
}
