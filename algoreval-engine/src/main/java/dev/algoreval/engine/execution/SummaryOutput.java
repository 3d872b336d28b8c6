package dev.algoreval.engine.execution;

import dev.algoreval.engine.files.FileErrors;
import dev.algoreval.engine.files.AtomicFiles;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import java.io.PrintStream;
import java.nio.file.Path;

/** summary.json and the table on the console at the end; counts every recorded test, also those the disk refused. */
final class SummaryOutput implements RunListener {
    private final RunSummary summary;
    private final Path file;
    private final Path results;
    private final PrintStream console;

    SummaryOutput(RunSummary summary, OutputDirectory directory, PrintStream console) {
        this.summary = summary;
        this.file = directory.resolve(OutputDirectory.SUMMARY);
        this.results = directory.resolve(OutputDirectory.RESULTS);
        this.console = console;
    }

    @Override
    public void recorded(ResultRecord record) {
        summary.add(record);
    }

    @Override
    public void runFinished() throws Exception {
        if (summary.isEmpty()) {
            return;
        }
        console.println();
        console.print(summary.table());
        console.println("Results: " + results);
        try {
            AtomicFiles.write(file, summary.json());
        } catch (java.io.IOException e) {
            throw new java.io.IOException("cannot write " + file + ": " + FileErrors.why(e), e);
        }
    }
}
