package dev.algoreval.engine.probe;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * scale.jsonl beside results.jsonl: the one writer appends a program's lines in one write and at a
 * known offset, as results.jsonl does, so concurrent programs never interleave inside a line and a
 * crash loses at most the lines of programs still running. Readers skip a cut-off last line.
 */
public final class ScaleFile implements AutoCloseable {
    public static final String NAME = "scale.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private FileChannel channel;
    private long size;

    public ScaleFile(Path file) {
        this.file = file;
    }

    public Path path() {
        return file;
    }

    public synchronized void append(List<ScaleRecord> records) {
        StringBuilder text = new StringBuilder();
        try {
            for (ScaleRecord r : records) {
                text.append(JSON.writeValueAsString(r)).append('\n');
            }
            if (channel == null) {
                channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                        StandardOpenOption.WRITE);
            }
            ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes, size + bytes.position());
            }
            size += bytes.limit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file, e);
        }
    }

    public static List<ScaleRecord> read(Path file) {
        List<ScaleRecord> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    out.add(JSON.readValue(line, ScaleRecord.class));
                } catch (JsonProcessingException e) {
                    // A line cut off by a crash: the lines before it stand.
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return out;
    }

    @Override
    public synchronized void close() {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // Every line was written already.
            }
        }
    }
}
