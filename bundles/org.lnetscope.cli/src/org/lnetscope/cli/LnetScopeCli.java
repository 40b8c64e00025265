package org.lnetscope.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

import org.lnetscope.core.ProductInfo;
import org.lnetscope.model.resource.ControlChars;
import org.lnetscope.model.resource.PlainWords;

/**
 * The {@code lnetscope} command line: dispatches to {@link Command}s. Commands come from the
 * built-in list plus any {@link Command} service on the class path, so the bundles that later
 * add importers, the simulator or the replay engine can add their own sub-commands.
 */
public final class LnetScopeCli {

    private final Map<String, Command> commands = new LinkedHashMap<>();

    public LnetScopeCli(Collection<? extends Command> commands) {
        for (Command command : commands) {
            Command previous = this.commands.putIfAbsent(command.name(), command);
            if (previous != null) {
                throw new IllegalStateException("two commands are named '" + command.name() + "': "
                        + previous.getClass().getName() + " and " + command.getClass().getName());
            }
        }
    }

    /** The commands of this build: built-ins first, then services found on the class path. */
    public static LnetScopeCli withInstalledCommands() {
        List<Command> all = new ArrayList<>(BuiltInCommands.all());
        ServiceLoader.load(Command.class, LnetScopeCli.class.getClassLoader()).forEach(all::add);
        return new LnetScopeCli(all);
    }

    public Collection<Command> commands() {
        return commands.values();
    }

    public int run(List<String> args, Console console) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h")) {
            printHelp(console);
            return args.isEmpty() ? ExitStatus.USAGE : ExitStatus.OK;
        }
        String first = args.get(0);
        if (first.equals("--version") || first.equals("-V")) {
            console.out().println(ProductInfo.current().banner());
            return ExitStatus.OK;
        }
        if (first.equals("help")) {
            return help(args.subList(1, args.size()), console);
        }
        Command command = commands.get(first);
        if (command == null) {
            if (Files.exists(Path.of(first))) {
                // the launcher reads a bare word as a command: a file of that name opens as ./NAME
                console.err().println("lnetscope: unknown command '" + first + "'; to open the file " + first
                        + " in the window: lnetscope ./" + first);
                return ExitStatus.USAGE;
            }
            console.err().println("lnetscope: unknown command '" + first + "' (see lnetscope --help)");
            return ExitStatus.USAGE;
        }
        List<String> rest = args.subList(1, args.size());
        if (rest.contains("--help") || rest.contains("-h")) {
            console.out().println(command.usage());
            return ExitStatus.OK;
        }
        try {
            return command.run(rest, console);
        } catch (UsageException e) {
            console.err().println("lnetscope " + command.name() + ": " + e.getMessage());
            console.err().println(command.usage());
            return ExitStatus.USAGE;
        } catch (Exception | OutOfMemoryError e) {
            // A command reports bad input itself; anything arriving here is still said in one line.
            console.err().println("lnetscope " + command.name() + ": " + describe(e));
            return ExitStatus.FAILURE;
        }
    }

    /**
     * One line for a failure that reached the dispatcher: the JDK's file exceptions carry only the
     * path as their message, so the reason is added; never a stack trace, never a multi-line text.
     */
    static String describe(Throwable e) {
        String message;
        if (e instanceof FileSystemException f && f.getReason() == null && f.getFile() != null
                && f.getFile().contains(": ")) {
            message = f.getFile(); // a command's own "FILE: no such file", already said
        } else if (e instanceof NoSuchFileException f) {
            message = f.getFile() + ": no such file";
        } else if (e instanceof AccessDeniedException f) {
            message = f.getFile() + ": permission denied";
        } else if (e instanceof FileSystemException f && f.getReason() != null && f.getReason().equals("Is a directory")) {
            message = f.getFile() + ": is a folder";
        } else if (e instanceof FileSystemException f && f.getFile() != null) {
            message = f.getFile() + ": " + (f.getReason() == null ? "cannot be read" : f.getReason().toLowerCase(Locale.ROOT));
        } else if (e instanceof OutOfMemoryError) {
            message = "out of memory; the input is too large for the heap (-Xmx, or LNETSCOPE_JAVA_OPTS=-Xmx8g)";
        } else if (e.getMessage() == null) {
            message = PlainWords.plain(e.getClass().getName());
        } else if (e instanceof java.io.FileNotFoundException && e.getMessage().endsWith("(Is a directory)")) {
            message = e.getMessage().replace(" (Is a directory)", ": is a folder");
        } else if (e instanceof java.io.FileNotFoundException && e.getMessage().endsWith("(No such file or directory)")) {
            message = e.getMessage().replace(" (No such file or directory)", ": no such file");
        } else {
            message = PlainWords.plain(e.getMessage());
        }
        return Messages.clip(ControlChars.escape(message.replaceAll("\\s*\\R\\s*", " ").strip()), Messages.MAX_LINE);
    }

    private int help(List<String> args, Console console) {
        if (args.isEmpty()) {
            printHelp(console);
            return ExitStatus.OK;
        }
        Command command = commands.get(args.get(0));
        if (command == null) {
            console.err().println("lnetscope help: unknown command '" + args.get(0) + "'");
            return ExitStatus.USAGE;
        }
        console.out().println(command.usage());
        return ExitStatus.OK;
    }

    private void printHelp(Console console) {
        console.out().println("Usage: lnetscope [FILE]              open the LNet Scope window (on FILE)");
        console.out().println("       lnetscope <command> [args...]  run a command without a window");
        console.out().println();
        console.out().println("Commands:");
        int width = commands.keySet().stream().mapToInt(String::length).max().orElse(4);
        for (Command command : commands.values()) {
            console.out().printf("  %-" + width + "s  %s%n", command.name(), command.summary());
        }
        console.out().println();
        console.out().println("Options: --help, --version. 'lnetscope help <command>' explains one command.");
    }
}
