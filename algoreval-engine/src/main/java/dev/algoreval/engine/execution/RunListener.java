package dev.algoreval.engine.execution;

import dev.algoreval.engine.results.ResultRecord;

/** An output of the run: told of every recorded test, then once that the run is over. */
interface RunListener {
    /** @throws RuntimeException when the output cannot take the record; the run then stops */
    void recorded(ResultRecord record);

    /** @throws Exception when the output cannot be completed; the run then fails */
    default void runFinished() throws Exception {
    }
}
