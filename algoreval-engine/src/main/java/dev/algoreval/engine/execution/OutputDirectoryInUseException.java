package dev.algoreval.engine.execution;

import java.nio.file.Path;

/** Another run writes into the same output directory: two writers would destroy each other's results. */
public final class OutputDirectoryInUseException extends IllegalStateException {
    public OutputDirectoryInUseException(Path directory, String holder) {
        super(directory.toAbsolutePath() + " is in use by another AlgoREval run (" + holder
                + "); wait for it to finish or set another output directory");
    }
}
