package dev.algoreval.engine.execution;

import dev.algoreval.engine.files.FileErrors;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.results.ResultRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * results.jsonl: one JSON line per recorded test, written whole and flushed at once, so a crash loses
 * at most the tests still running. A line the disk could not take whole is cut off again, so the
 * file stays valid JSONL; after the first failure nothing more is written.
 */
final class ResultsFile implements RunListener, AutoCloseable {
    private final ObjectMapper json = new ObjectMapper();
    private final Path file;
    private final FileChannel channel;
    private long size;
    private IOException failure;

    ResultsFile(Path file) {
        this.file = file;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + FileErrors.why(e), e);
        }
    }

    @Override
    public synchronized void recorded(ResultRecord record) {
        if (failure != null) {
            throw new UncheckedIOException("cannot append to " + file + " after an earlier failure", failure);
        }
        try {
            ByteBuffer line = ByteBuffer.wrap((json.writeValueAsString(record) + "\n").getBytes(StandardCharsets.UTF_8));
            while (line.hasRemaining()) {
                channel.write(line, size + line.position());
            }
            size += line.limit();
        } catch (IOException e) {
            failure = e;
            cutTornTail();
            throw new UncheckedIOException("cannot append to " + file + ": " + FileErrors.why(e), e);
        }
    }

    private void cutTornTail() {
        try {
            channel.truncate(size);
        } catch (IOException e) {
            // A reader still skips a cut-off last line (ResultsReader); nothing better is possible here.
            failure.addSuppressed(e);
        }
    }

    @Override
    public void runFinished() {
        close();
    }

    @Override
    public synchronized void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // Every line was already written; closing frees the descriptor only.
        }
    }
}
