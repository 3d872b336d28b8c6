package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Matches;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;

/** The JDK's String.indexOf, restarted one past each match so that overlapping matches count. */
public final class RabinKarpOracle implements Oracle {
    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        return Matches.lines(input.list("searches"));
    }
}
