package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import java.nio.file.Path;
import java.util.List;

/**
 * The results of one model under one condition, read from one results.jsonl. A file written with
 * several models gives one run per model, because a paired comparison needs exactly one outcome
 * per instance and sample.
 *
 * @param label unique among the runs of one report; what tables and charts call this run
 * @param warnings problems met while reading that did not stop it (shown in the report)
 */
public record Run(String label, String model, String condition, Path source, List<ResultRecord> results,
        List<String> warnings) {

    public Run {
        results = List.copyOf(results);
        warnings = List.copyOf(warnings);
    }

    public Run withLabel(String newLabel) {
        return new Run(newLabel, model, condition, source, results, warnings);
    }

    /** The same run with only the results of these instances (e.g. the hard subset). */
    public Run restrictedTo(java.util.Set<String> instances) {
        return new Run(label, model, condition, source,
                results.stream().filter(r -> instances.contains(r.instance())).toList(), warnings);
    }

    public Tally tally() {
        return Tally.of(results, RunSummary::effectiveOutcome);
    }
}
