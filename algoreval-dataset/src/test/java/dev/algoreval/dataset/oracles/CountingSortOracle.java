package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The JDK's sort. */
public final class CountingSortOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        int[] sorted = input.ints("arr");
        Arrays.sort(sorted);
        return Arrays.stream(sorted).mapToObj(String::valueOf).collect(Collectors.joining(" ")) + "\n";
    }
}
