package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Arrays;

/** A plain array: updates change one element, queries re-sum the range with streams. */
public final class FenwickTreeOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        long[] values = input.longs("arr");
        StringBuilder out = new StringBuilder();
        for (int[] op : input.intMatrix("ops")) {
            if (op[0] == 0) {
                values[op[1]] += op[2];
            } else {
                out.append(Arrays.stream(values, op[1], op[2] + 1).sum()).append('\n');
            }
        }
        return out.toString();
    }
}
