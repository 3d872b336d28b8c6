package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The defining formula per pixel, without a histogram: cdf(v) by counting all pixels <= v, cdfMin as
 * the number of pixels equal to the minimum, and the quotient rounded HALF_UP with BigDecimal.
 */
public final class HistogramEqualizationOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[][] image = input.intMatrix("image");
        int[] all = Arrays.stream(image).flatMapToInt(Arrays::stream).toArray();
        int n = all.length;
        int min = Arrays.stream(all).min().orElseThrow();
        long cdfMin = Arrays.stream(all).filter(p -> p == min).count();
        StringBuilder out = new StringBuilder();
        for (int[] imageRow : image) {
            String line = Arrays.stream(imageRow).mapToObj(v -> {
                long cdf = Arrays.stream(all).filter(p -> p <= v).count();
                BigDecimal numerator = BigDecimal.valueOf((cdf - cdfMin) * 255);
                BigDecimal value = numerator.divide(BigDecimal.valueOf(n - cdfMin), 0, RoundingMode.HALF_UP);
                return value.toPlainString();
            }).collect(Collectors.joining(" "));
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
