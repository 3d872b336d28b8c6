package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Set;
import java.util.TreeSet;

/** A JDK TreeSet of the words, scanned with String.startsWith for every prefix question. */
public final class TrieOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        Set<String> words = new TreeSet<>(input.strings("words"));
        StringBuilder out = new StringBuilder();
        for (String q : input.strings("queries")) {
            long count = words.stream().filter(w -> w.startsWith(q)).count();
            out.append(q).append(' ').append(words.contains(q)).append(' ').append(count > 0)
                    .append(' ').append(count).append('\n');
        }
        return out.toString();
    }
}
