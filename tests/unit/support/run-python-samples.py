"""Runs the Python request samples one after another in this one interpreter, as `python3 <file>`
would run each: parsed first, then (when asked) run as __main__. Starting Python and importing
requests once per sample cost more than the samples. Writes what happened to each file, as JSON,
to the path given first.

    python3 run-python-samples.py <results.json> <run: 0|1> <file> ...
"""
import ast
import contextlib
import io
import json
import runpy
import sys
import traceback

results_path, run_them, files = sys.argv[1], sys.argv[2] == "1", sys.argv[3:]
results = {}
for path in files:
    outcome = {}
    with open(path, encoding="utf-8") as source:
        text = source.read()
    try:
        ast.parse(text, path)
    except SyntaxError as error:
        outcome["parseError"] = str(error)
    if run_them and "parseError" not in outcome:
        stdout = io.StringIO()
        try:
            with contextlib.redirect_stdout(stdout):
                runpy.run_path(path, run_name="__main__")
        except SystemExit as error:
            if error.code not in (None, 0):
                outcome["error"] = f"exited with {error.code!r}"
        except BaseException as error:  # noqa: BLE001 - every failure is reported against its file
            outcome["error"] = "".join(traceback.format_exception_only(type(error), error)).strip()
        outcome["stdout"] = stdout.getvalue()
    results[path] = outcome

with open(results_path, "w", encoding="utf-8") as out:
    json.dump(results, out)
