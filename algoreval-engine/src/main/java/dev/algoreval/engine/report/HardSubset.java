package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The hard subset of the paper's RQ2: the instances whose zero-shot pass rate over a set of runs is
 * below 25 %, so that a user re-asks only those under {@code hint} (and later {@code snippet}). Every
 * counted zero-shot result of every model and sample in the files counts once; an instance without
 * any is left out, since nothing says it is hard.
 */
public record HardSubset(Set<String> instances, int measured) {
    public static final double THRESHOLD = 0.25;

    /** @throws ResultsFormatException naming the file and line when a file cannot be read as results */
    public static HardSubset of(List<Path> resultsFiles) {
        return ofRuns(ResultsReader.readAll(resultsFiles));
    }

    /** The hard subset over the zero-shot runs among {@code runs}. */
    public static HardSubset ofRuns(List<Run> runs) {
        Map<String, int[]> passedAndCounted = new HashMap<>();
        for (Run run : runs) {
            if (!ResultRecord.ZERO_SHOT.equals(run.condition())) {
                continue;
            }
            for (ResultRecord r : run.results()) {
                if (r.counted()) {
                    int[] tally = passedAndCounted.computeIfAbsent(r.instance(), i -> new int[2]);
                    tally[0] += r.basePassed() ? 1 : 0;
                    tally[1]++;
                }
            }
        }
        Set<String> hard = new TreeSet<>();
        passedAndCounted.forEach((instance, tally) -> {
            if (tally[0] < THRESHOLD * tally[1]) {
                hard.add(instance);
            }
        });
        return new HardSubset(Set.copyOf(hard), passedAndCounted.size());
    }
}
