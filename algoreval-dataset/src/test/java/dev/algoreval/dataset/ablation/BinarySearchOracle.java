package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;

/** In a sorted list, the first index whose value is not below x is the count of values below x. */
final class BinarySearchOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int[] a = input.ints("a");
        StringBuilder out = new StringBuilder();
        for (int x : input.ints("xs")) {
            out.append(Arrays.stream(a).filter(value -> value < x).count()).append('\n');
        }
        return out.toString();
    }
}
