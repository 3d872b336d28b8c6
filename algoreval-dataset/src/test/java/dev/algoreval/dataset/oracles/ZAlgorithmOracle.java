package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Matches;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The definition, naively: entry i (i >= 1) is the largest L for which String.regionMatches finds
 * s[i..i+L) equal to s[0..L), entry 0 the length; searches use String.indexOf restarted one past each match.
 */
public final class ZAlgorithmOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (String s : input.strings("strings")) {
            List<Integer> z = new ArrayList<>();
            z.add(s.length());
            for (int i = 1; i < s.length(); i++) {
                int length = 0;
                while (i + length < s.length() && s.regionMatches(i, s, 0, length + 1)) length++;
                z.add(length);
            }
            out.append(join(z)).append('\n');
        }
        return out.append(Matches.lines(input.list("searches"))).toString();
    }

    private static String join(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
