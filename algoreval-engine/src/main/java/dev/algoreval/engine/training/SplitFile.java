package dev.algoreval.engine.training;

import dev.algoreval.engine.config.TrainTestSplit;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --split} every export honours: it writes the training algorithms' instances only. */
final class SplitFile {
    @Option(names = "--split", required = true, paramLabel = "<split.json>",
            description = "a train/test split from `training split`")
    private Path file;

    TrainTestSplit read() {
        return TrainTestSplit.read(file);
    }
}
