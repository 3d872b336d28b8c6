package dev.algoreval.engine.report;

import dev.algoreval.engine.results.RunSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Names runs so that every label is unique: the model, then the condition when it is not the
 * zero-shot default, then — only where files share that name — the folder the file lies in.
 */
public final class RunLabels {
    private RunLabels() {
    }

    public static List<Run> assign(List<Run> runs) {
        List<String> labels = new ArrayList<>();
        for (Run run : runs) {
            labels.add(RunSummary.label(run.model(), run.condition()));
        }
        Map<String, Integer> sources = new HashMap<>();
        Map<String, Path> firstSource = new HashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            Path source = runs.get(i).source();
            Path seen = firstSource.putIfAbsent(labels.get(i), source);
            if (seen == null || !seen.equals(source)) {
                sources.merge(labels.get(i), 1, Integer::sum);
            }
        }
        for (int i = 0; i < runs.size(); i++) {
            if (sources.getOrDefault(labels.get(i), 0) > 1) {
                labels.set(i, labels.get(i) + " (" + folderName(runs.get(i).source()) + ")");
            }
        }
        Map<String, Integer> uses = new LinkedHashMap<>();
        List<Run> labelled = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            int n = uses.merge(labels.get(i), 1, Integer::sum);
            labelled.add(runs.get(i).withLabel(n == 1 ? labels.get(i) : labels.get(i) + " #" + n));
        }
        return labelled;
    }

    private static String folderName(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null || parent.getFileName() == null ? file.toString() : parent.getFileName().toString();
    }
}
