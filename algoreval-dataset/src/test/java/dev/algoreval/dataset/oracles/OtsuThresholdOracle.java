package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Brute force over every threshold with exact integer arithmetic, using Otsu's equivalent criterion of
 * minimal within-class variance: N * sigma_W^2 = sum(x^2) - S0^2/N0 - S1^2/N1, so the best split
 * maximises S0^2/N0 + S1^2/N1 = (S0^2*N1 + S1^2*N0) / (N0*N1), compared by cross-multiplication.
 * The first (smallest) t reaching the maximum wins.
 */
public final class OtsuThresholdOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int[] all = Arrays.stream(image).flatMapToInt(Arrays::stream).toArray();
        int best = -1;
        long bestNum = 0, bestDen = 1;
        for (int t = 0; t <= 254; t++) {
            final int threshold = t;
            long n0 = Arrays.stream(all).filter(v -> v <= threshold).count();
            long n1 = all.length - n0;
            if (n0 == 0 || n1 == 0) {
                continue;
            }
            long s0 = Arrays.stream(all).filter(v -> v <= threshold).asLongStream().sum();
            long s1 = Arrays.stream(all).filter(v -> v > threshold).asLongStream().sum();
            long num = s0 * s0 * n1 + s1 * s1 * n0;
            long den = n0 * n1;
            if (best < 0 || Math.multiplyExact(num, bestDen) > Math.multiplyExact(bestNum, den)) {
                best = t;
                bestNum = num;
                bestDen = den;
            }
        }
        final int t = best;
        StringBuilder out = new StringBuilder().append(t).append('\n');
        for (int[] row : image) {
            out.append(Arrays.stream(row).mapToObj(v -> v > t ? "255" : "0").collect(Collectors.joining(" ")))
                    .append('\n');
        }
        return out.toString();
    }
}
