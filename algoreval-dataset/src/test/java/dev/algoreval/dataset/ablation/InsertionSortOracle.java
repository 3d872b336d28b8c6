package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** Moving a pair only past strictly larger keys is a stable sort by key: the JDK's List.sort is one. */
final class InsertionSortOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        List<int[]> items = new ArrayList<>(Arrays.asList(input.intMatrix("items")));
        items.sort(Comparator.comparingInt(pair -> pair[0]));
        return AblationGraphs.line(items.stream().map(pair -> pair[1]).toList());
    }
}
