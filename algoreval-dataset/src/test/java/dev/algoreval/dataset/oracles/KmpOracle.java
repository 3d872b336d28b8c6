package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The JDK's String.indexOf, restarted one past each match so that overlapping matches count. */
public final class KmpOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (Object search : input.list("searches")) {
            List<?> s = (List<?>) search;
            String text = (String) s.get(0), pattern = (String) s.get(1);
            List<Integer> matches = new ArrayList<>();
            for (int at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) matches.add(at);
            out.append(matches.isEmpty() ? "none"
                    : matches.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        return out.toString();
    }
}
