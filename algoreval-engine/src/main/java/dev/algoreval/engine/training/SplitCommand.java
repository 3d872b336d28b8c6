package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.cli.WholeNumbers;
import dev.algoreval.engine.config.TrainTestSplit;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code training split}: the paper's algorithm-level split and further seeded ones. */
@Command(name = "split", description = {"The algorithm-level train/test split: every instance of an algorithm on one "
        + "side.", "Writes split-0.json with the seed, and k further splits split-1.json ... with the seeds after it."})
final class SplitCommand implements Callable<Integer> {
    @Option(names = "--out", required = true, paramLabel = "<dir>", description = "the directory for the split files")
    private Path dir;

    @Option(names = "--seed", description = "the first split's seed")
    private long seed = 0;

    @Option(names = "--held-out", paramLabel = "<algorithms>", converter = WholeNumbers.AtLeastOne.class,
            description = "algorithms held out for testing; the paper holds out 22")
    private int heldOut = TrainTestSplit.PAPER_HELD_OUT;

    @Option(names = "--k", converter = WholeNumbers.AtLeastZero.class, description = "further splits")
    private int k = 3;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Dataset dataset = Dataset.load();
        PrintWriter out = spec.commandLine().getOut();
        Files.createDirectories(dir);
        for (int i = 0; i <= k; i++) {
            TrainTestSplit split = TrainTestSplit.of(dataset, seed + i, heldOut);
            Path file = dir.resolve("split-" + i + ".json");
            split.write(file);
            out.println(file + ": seed " + split.seed() + ", " + split.train().size() + " training algorithms ("
                    + split.trainInstances() + " instances), " + split.test().size() + " held out ("
                    + split.testInstances() + " instances)");
        }
        return 0;
    }
}
