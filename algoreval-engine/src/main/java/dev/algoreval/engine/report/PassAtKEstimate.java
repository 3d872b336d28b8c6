package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.PassAtK;
import dev.algoreval.engine.results.Tally;
import java.util.Collection;
import java.util.Map;
import java.util.OptionalDouble;

/** pass@k of a run with several samples per instance, as {@link PassAtK} defines and reports it. */
public final class PassAtKEstimate {
    private PassAtKEstimate() {
    }

    public static double forInstance(int n, int c, int k) {
        return PassAtK.estimate(n, c, k);
    }

    public static OptionalDouble of(Run run, int k) {
        return PassAtK.mean(perInstance(run), k);
    }

    public static int maxSamples(Run run) {
        return PassAtK.maxSamples(perInstance(run));
    }

    public static Map<Integer, Double> reported(Run run) {
        return PassAtK.reported(perInstance(run));
    }

    private static Collection<Tally> perInstance(Run run) {
        return Tally.by(run.results(), ResultRecord::instance, RunSummary::effectiveOutcome).values();
    }
}
