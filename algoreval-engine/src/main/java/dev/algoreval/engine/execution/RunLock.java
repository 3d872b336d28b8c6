package dev.algoreval.engine.execution;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The exclusive claim of one run on its output directory: an OS file lock on {@code .algoreval.lock},
 * which the OS drops when the JVM dies however it dies, so a killed run never blocks the next. The
 * file says who holds it, for the message a second run shows. The file itself stays: deleting a lock
 * file races with a run that has just opened it.
 */
final class RunLock implements AutoCloseable {
    static final String FILE = ".algoreval.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Who holds the directory now (pid, host, start), or empty when nobody does. Takes no lock for longer than the look. */
    static Optional<String> holder(Path directory) {
        Path file = directory.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock probe = tryLock(channel);
            if (probe != null) {
                probe.release();
                return Optional.empty();
            }
            return Optional.of(describeHolder(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot check " + file, e);
        }
    }

    /** @throws OutputDirectoryInUseException when another run holds the directory */
    static RunLock acquire(Path directory) {
        Path file = directory.resolve(FILE);
        try {
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel);
            if (lock == null) {
                channel.close();
                throw new OutputDirectoryInUseException(directory, describeHolder(file));
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(self().getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
            return new RunLock(channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + file, e);
        }
    }

    /** A lock held by this JVM (another run in the same process) counts as held, not as an error. */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    private static String describeHolder(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "a run that is just starting" : text;
        } catch (IOException e) {
            return "a run whose lock file cannot be read (" + e.getMessage() + ")";
        }
    }

    private static String self() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "unknown host";
        }
        return "run of pid " + ProcessHandle.current().pid() + " on " + host + ", started "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "\n";
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // The OS releases the lock with the channel or the process anyway.
        }
    }
}
