package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.report.ResultsReader;
import dev.algoreval.engine.report.Run;
import dev.algoreval.engine.results.ResultRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code training sft}: chat-format SFT examples from benchmark results, by rejection sampling. */
@Command(name = "sft", description = {"Chat-format SFT examples by rejection sampling.", "One line per distinct "
        + "completion with reward 1.0, training algorithms only."})
final class SftCommand implements Callable<Integer> {
    @Mixin
    private SplitFile split;

    @Option(names = "--out", required = true, paramLabel = "<sft.jsonl>", description = "the examples to write")
    private Path out;

    @Parameters(paramLabel = "<results.jsonl>", arity = "1..*", description = "benchmark runs' results to sample from")
    private List<Path> files;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<ResultRecord> results = new ArrayList<>();
        for (Run run : ResultsReader.readAll(files)) {
            results.addAll(run.results());
        }
        TrainingExports.Written w = new TrainingExports(Dataset.load()).sft(results, split.read(), out);
        spec.commandLine().getOut().println(out + ": " + w.lines() + " SFT examples; left out " + w.skipped());
        return 0;
    }
}
