<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CheckCommands</name>
    <message>
        <source>Check, as it ended</source>
        <translation>Comprobación, tal como terminó</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="107"/>
        <location filename="../ui/check_commands.py" line="117"/>
        <source>Check your scheduler</source>
        <translation>Comprobar tu planificador</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="107"/>
        <source>Python files (*.py)</source>
        <translation>Archivos de Python (*.py)</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="119"/>
        <source>Checking {file} runs its code on this computer, in a process of its own, for at most {seconds} seconds. Run it only if you trust it.

Run {file} now?</source>
        <translation>Comprobar {file} ejecuta su código en este ordenador, en un proceso propio, durante {seconds} segundos como máximo. Ejecútalo solo si confías en él.

¿Ejecutar {file} ahora?</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="132"/>
        <location filename="../ui/check_commands.py" line="236"/>
        <source>Cannot check {file}: {reason}.</source>
        <translation>No se puede comprobar {file}: {reason}.</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="143"/>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="145"/>
        <source>Checking {file}: its own scheduler, in a process of its own.</source>
        <translation>Comprobando {file}: su propio planificador, en un proceso propio.</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="148"/>
        <source>Checking {file}: its tasks appear here as its scheduler takes them.</source>
        <translation>Comprobando {file}: sus tareas aparecen aquí a medida que su planificador las toma.</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="151"/>
        <source>{file}&apos;s scheduler, run in a process of its own: watched, not steered</source>
        <translation>El planificador de {file}, ejecutado en un proceso propio: se observa, no se dirige</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="157"/>
        <source>checking {file}: its FIFOScheduler runs in a process of its own</source>
        <translation>comprobando {file}: su FIFOScheduler se ejecuta en un proceso propio</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="161"/>
        <source>Checking {file}…</source>
        <translation>Comprobando {file}…</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="219"/>
        <source>took STOP ID {id} and did not exit: it called tasks.get() again</source>
        <translation>tomó STOP ID {id} y no terminó: volvió a llamar a tasks.get()</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="240"/>
        <source>{file}: {passed} of {checks} checks pass.</source>
        <translation>{file}: se superan {passed} de {checks} comprobaciones.</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="249"/>
        <source>PASS {check}: {evidence}</source>
        <translation>CORRECTO {check}: {evidence}</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="251"/>
        <source>FAIL {check}: {evidence}</source>
        <translation>FALLO {check}: {evidence}</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="259"/>
        <source>{file}: {verdict}</source>
        <translation>{file}: {verdict}</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Mean CPU per task</source>
        <translation>CPU media por tarea</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>CPU share</source>
        <translation>Parte de CPU</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Workers run as</source>
        <translation>Los trabajadores son</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Wall time</source>
        <translation>Tiempo total</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Mean run per task</source>
        <translation>Ejecución media por tarea</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Tasks running at once</source>
        <translation>Tareas a la vez</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>threads</source>
        <translation>hilos</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>processes</source>
        <translation>procesos</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Compare threads and processes — {title}</source>
        <translation>Comparar hilos y procesos — {title}</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;: the same tasks on the same queue, run by worker threads, then by worker processes. Wall time = from the first task's start to the last one's end; CPU share = the tasks' CPU time ÷ their run. Threads share one interpreter and take turns holding its lock (the GIL) while they run Python code; each process has an interpreter of its own. So a thread that waits for the GIL runs long on little CPU (on two threads, about half), while a process with a core of its own uses CPU for all of its run.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;: las mismas tareas en la misma cola, ejecutadas por hilos y después por procesos. Tiempo total = desde el inicio de la primera tarea hasta el final de la última; parte de CPU = el tiempo de CPU de las tareas ÷ su ejecución. Los hilos comparten un intérprete y se turnan para tener su cerrojo (el GIL) mientras ejecutan código Python; cada proceso tiene su propio intérprete. Así, un hilo que espera el GIL tarda mucho con poca CPU (con dos hilos, cerca de la mitad), mientras que un proceso con un núcleo propio usa la CPU durante toda su ejecución.</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_dialog.py" line="1"/>
        <source>Engines compared</source>
        <translation>Motores comparados</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="32"/>
        <source>Queue</source>
        <translation>Cola</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="33"/>
        <source>Done</source>
        <translation>Hechas</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="34"/>
        <source>Mean wait</source>
        <translation>Espera media</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="35"/>
        <source>p95 wait</source>
        <translation>Espera p95</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="36"/>
        <source>Max wait</source>
        <translation>Espera máxima</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="37"/>
        <source>Start order</source>
        <translation>Orden de inicio</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="118"/>
        <source>Compare queue disciplines — {title}</source>
        <translation>Comparar disciplinas de cola — {title}</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="122"/>
        <source>&lt;b&gt;{title}&lt;/b&gt;: the same tasks, at the same times, on a real queue of each kind. Wait = time from put() to a worker&apos;s get(). Start order lists the tasks by arrival number (1 = queued first): FIFO keeps it, LIFO serves the newest first, Priority the lowest priority number first.</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;: las mismas tareas, en los mismos instantes, en una cola real de cada tipo. Espera = tiempo desde put() hasta el get() de un trabajador. El orden de inicio enumera las tareas por número de llegada (1 = la primera encolada): FIFO lo mantiene, LIFO atiende primero la más reciente, Priority primero el número de prioridad más bajo.</translation>
    </message>
    <message>
        <location filename="../ui/compare_dialog.py" line="131"/>
        <source>Queue disciplines compared</source>
        <translation>Disciplinas de cola comparadas</translation>
    </message>
</context>
<context>
    <name>DisplayCheck</name>
    <message>
        <location filename="../display_check.py" line="30"/>
        <source>fifo-gui: no display to open a window on ($DISPLAY is not set).
Run it from a desktop session, or headless with QT_QPA_PLATFORM=offscreen (e.g. with --screenshot FILE), or in the terminal with --console.</source>
        <translation>fifo-gui: no hay pantalla en la que abrir una ventana ($DISPLAY no está definida).
Ejecútalo desde una sesión de escritorio, o sin pantalla con QT_QPA_PLATFORM=offscreen (p. ej. con --screenshot FILE), o en la terminal con --console.</translation>
    </message>
    <message>
        <location filename="../display_check.py" line="38"/>
        <source>fifo-gui: Qt needs system libraries to open a window that are not installed.
Install them with:

    sudo apt-get install {packages}
</source>
        <translation>fifo-gui: Qt necesita bibliotecas del sistema para abrir una ventana y no están instaladas.
Instálalas con:

    sudo apt-get install {packages}
</translation>
    </message>
</context>
<context>
    <name>EventLines</name>
    <message>
        <location filename="../ui/narrator.py" line="327"/>
        <source>Paused: no worker takes an item until Step or Pause again</source>
        <translation>En pausa: ningún trabajador toma un elemento hasta Paso o hasta volver a pulsar Pausar</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="330"/>
        <source>Resumed: the workers take items again</source>
        <translation>Reanudado: los trabajadores vuelven a tomar elementos</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="310"/>
        <source>STOP reached the head: {worker} exited</source>
        <translation>STOP llegó a la cabeza: {worker} terminó</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="319"/>
        <source>The queue: {discipline}, maxsize {maxsize}, %n worker(s)</source>
        <translation>
            <numerusform>La cola: {discipline}, maxsize {maxsize}, %n trabajador</numerusform>
            <numerusform>La cola: {discipline}, maxsize {maxsize}, %n trabajadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="321"/>
        <source>The queue: {discipline}, unbounded, %n worker(s)</source>
        <translation>
            <numerusform>La cola: {discipline}, sin límite, %n trabajador</numerusform>
            <numerusform>La cola: {discipline}, sin límite, %n trabajadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="79"/>
        <source>task ID {id}</source>
        <translation>tarea ID {id}</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="83"/>
        <source>{label} (ID {id})</source>
        <translation>{label} (ID {id})</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="303"/>
        <source>{task} failed with {error}; the worker goes on</source>
        <translation>{task} falló con {error}; el trabajador sigue</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="307"/>
        <source>{task} was cancelled</source>
        <translation>{task} se canceló</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="312"/>
        <source>{worker} exited</source>
        <translation>{worker} terminó</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="290"/>
        <source>{worker} finished {task}</source>
        <translation>{worker} terminó {task}</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="295"/>
        <source>{worker} put STOP on the queue: what is ahead of it still runs</source>
        <translation>{worker} puso STOP en la cola: lo que tiene delante aún se ejecuta</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="299"/>
        <source>{worker} put {task} on the queue</source>
        <translation>{worker} puso {task} en la cola</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="314"/>
        <source>{worker} started: it waits in {get}</source>
        <translation>{worker} arrancó: espera en {get}</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="320"/>
        <source>The queue: {queue}, {discipline}; its workers are processes</source>
        <translation>La cola: {queue}, {discipline}; sus trabajadores son procesos</translation>
    </message>
    <message>
        <source>{worker} took STOP (ID {id}) and has not exited</source>
        <translation>{worker} tomó STOP (ID {id}) y no ha terminado</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="284"/>
        <source>{worker} took {task}</source>
        <translation>{worker} tomó {task}</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="286"/>
        <source>{worker} took {task} (it waited {wait})</source>
        <translation>{worker} tomó {task} (esperó {wait})</translation>
    </message>
</context>
<context>
    <name>ExerciseDialog</name>
    <message>
        <location filename="../ui/check_commands.py" line="339"/>
        <source>The exercise: a FIFO scheduler to fill in</source>
        <translation>El ejercicio: un planificador FIFO para completar</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="343"/>
        <source>The exercise&apos;s code</source>
        <translation>El código del ejercicio</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="347"/>
        <source>Save a copy…</source>
        <translation>Guardar una copia…</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="358"/>
        <location filename="../ui/check_commands.py" line="366"/>
        <source>Save the exercise</source>
        <translation>Guardar el ejercicio</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="358"/>
        <source>Python files (*.py)</source>
        <translation>Archivos de Python (*.py)</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="367"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>No se puede escribir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../ui/narrator.py" line="60"/>
        <source>Nothing has happened yet: add a task ({add}), then press Start ({start}).</source>
        <translation>Aún no ha pasado nada: añade una tarea ({add}) y pulsa Iniciar ({start}).</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="66"/>
        <source>A scenario is open: press Start ({start}) to play it.</source>
        <translation>Hay un escenario abierto: pulsa Iniciar ({start}) para reproducirlo.</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="99"/>
        <source>The narrator: what just happened that matters, in plain words</source>
        <translation>El narrador: lo que acaba de pasar que importa, en palabras sencillas</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="101"/>
        <source>Narrator</source>
        <translation>Narrador</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="242"/>
        <source>The queue is full: {producer} waits for room</source>
        <translation>La cola está llena: {producer} espera sitio</translation>
    </message>
    <message numerus="yes">
        <source>Flood: %n task(s) a second</source>
        <translation>
            <numerusform>Avalancha: %n tarea por segundo</numerusform>
            <numerusform>Avalancha: %n tareas por segundo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../ui/notices.py" line="40"/>
        <source>refused: {reason}</source>
        <translation>rechazado: {reason}</translation>
    </message>
</context>
<context>
    <name>PredictMode</name>
    <message>
        <location filename="../ui/predict.py" line="63"/>
        <source>an item no longer in the table</source>
        <translation>un elemento que ya no está en la tabla</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="64"/>
        <source>ID {id}</source>
        <translation>ID {id}</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="68"/>
        <source>{label} (ID {id})</source>
        <translation>{label} (ID {id})</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="156"/>
        <source>{right} of {asked} right</source>
        <translation>{right} de {asked} acertadas</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="178"/>
        <source>Predict is off: the workers stay paused, as they were before it.</source>
        <translation>Predecir desactivado: los trabajadores siguen en pausa, como estaban antes.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="182"/>
        <source>Predict is off: the workers take items freely again.</source>
        <translation>Predecir desactivado: los trabajadores vuelven a tomar elementos libremente.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="195"/>
        <source>Step ({key})</source>
        <translation>Paso ({key})</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="196"/>
        <source>Next ({key})</source>
        <translation>Siguiente ({key})</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="208"/>
        <source>Predict: click the row of the item a worker takes next, then {step}. Score: {score}.</source>
        <translation>Predice: haz clic en la fila del elemento que un trabajador tomará a continuación y luego {step}. Puntuación: {score}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="220"/>
        <source>Stop: select every queued task that still runs before the worker exits (Ctrl+click; none is an answer too), then Step to reveal. Score: {score}.</source>
        <translation>Detener: selecciona cada tarea encolada que aún se ejecuta antes de que el trabajador termine (Ctrl+clic; ninguna también es una respuesta) y luego Paso para revelarlo. Puntuación: {score}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="252"/>
        <source>Step let nothing out, so there is nothing to reveal yet: your guess stands.</source>
        <translation>Paso no dejó salir nada, así que aún no hay nada que revelar: tu predicción se mantiene.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="256"/>
        <source>Step let nothing out, so there is nothing to reveal yet: click a row to guess.</source>
        <translation>Paso no dejó salir nada, así que aún no hay nada que revelar: haz clic en una fila para predecir.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="283"/>
        <source>No guess (click a row, then {step}): {worker} took {task}. Score: {score}.</source>
        <translation>Sin predicción (haz clic en una fila y luego {step}): {worker} tomó {task}. Puntuación: {score}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="294"/>
        <source>✔ Right! {worker} took {task}. Score: {score}. Click your next guess, then {step}.</source>
        <translation>✔ ¡Acierto! {worker} tomó {task}. Puntuación: {score}. Haz clic en tu siguiente predicción y luego {step}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="302"/>
        <source>✘ Wrong: you picked {guess}; {worker} took {task}. Score: {score}. Click your next guess, then {step}.</source>
        <translation>✘ Fallo: elegiste {guess}; {worker} tomó {task}. Puntuación: {score}. Haz clic en tu siguiente predicción y luego {step}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="329"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="333"/>
        <source>✔ Right! Before the exit ran: {ran}. Score: {score}.</source>
        <translation>✔ ¡Acierto! Antes de terminar se ejecutó: {ran}. Puntuación: {score}.</translation>
    </message>
    <message>
        <location filename="../ui/predict.py" line="342"/>
        <source>✘ Wrong: you picked {picked}; before the exit ran: {ran}. Score: {score}.</source>
        <translation>✘ Fallo: elegiste {picked}; antes de terminar se ejecutó: {ran}. Puntuación: {score}.</translation>
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <location filename="../ui/predict.py" line="81"/>
        <source>Predict</source>
        <translation>Predecir</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="24"/>
        <location filename="../ui/shortcuts_dialog.py" line="28"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="30"/>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="30"/>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="30"/>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="57"/>
        <source>Filter shortcuts</source>
        <translation>Filtrar atajos</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="58"/>
        <source>Type a command, a key or a word to filter</source>
        <translation>Escribe una orden, una tecla o una palabra para filtrar</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="123"/>
        <source>{total} commands</source>
        <translation>{total} órdenes</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="125"/>
        <source>{shown} of {total} commands</source>
        <translation>{shown} de {total} órdenes</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.py" line="129"/>
        <source>No command matches “{text}”</source>
        <translation>Ninguna orden coincide con «{text}»</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message numerus="yes">
        <source>%n task(s) waiting in the queue: no worker is on it</source>
        <translation>
            <numerusform>%n tarea espera en la cola: ningún trabajador está en ella</numerusform>
            <numerusform>%n tareas esperan en la cola: ningún trabajador está en ella</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="379"/>
        <source>%n task(s) waiting in the queue: no worker runs (press Start)</source>
        <translation>
            <numerusform>%n tarea espera en la cola: ningún trabajador está en marcha (pulsa Iniciar)</numerusform>
            <numerusform>%n tareas esperan en la cola: ningún trabajador está en marcha (pulsa Iniciar)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="404"/>
        <source>All %n task(s) ended: {done} done, {failed} failed, {cancelled} cancelled; {taken}, {finished}</source>
        <translation>
            <numerusform>La única tarea (%n) terminó: hechas: {done}, fallidas: {failed}, canceladas: {cancelled}; {taken}, {finished}</numerusform>
            <numerusform>Las %n tareas terminaron: hechas: {done}, fallidas: {failed}, canceladas: {cancelled}; {taken}, {finished}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/views/story.py" line="95"/>
        <source>All %n task(s) done; {taken}, {finished}</source>
        <translation>
            <numerusform>La única tarea (%n) está hecha; {taken}, {finished}</numerusform>
            <numerusform>Las %n tareas están hechas; {taken}, {finished}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="411"/>
        <source>All %n task(s) ended: {done} done, {failed} failed; {taken}, {finished}</source>
        <translation>
            <numerusform>La única tarea (%n) terminó: hechas: {done}, fallidas: {failed}; {taken}, {finished}</numerusform>
            <numerusform>Las %n tareas terminaron: hechas: {done}, fallidas: {failed}; {taken}, {finished}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="383"/>
        <source>Paused: %n task(s) waiting in the queue; Step lets one out</source>
        <translation>
            <numerusform>En pausa: %n tarea espera en la cola; Paso deja salir una</numerusform>
            <numerusform>En pausa: %n tareas esperan en la cola; Paso deja salir una</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="261"/>
        <source>The flood is over: %n task(s) done within {time}</source>
        <translation>
            <numerusform>La avalancha ha terminado: %n tarea hecha en {time}</numerusform>
            <numerusform>La avalancha ha terminado: %n tareas hechas en {time}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="256"/>
        <source>The flood stopped: %n task(s) done within {time}; {left} not done yet</source>
        <translation>
            <numerusform>La avalancha se detuvo: %n tarea hecha en {time}; {left} aún sin hacer</numerusform>
            <numerusform>La avalancha se detuvo: %n tareas hechas en {time}; {left} aún sin hacer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="398"/>
        <source>finished in order</source>
        <translation>terminadas en orden</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="400"/>
        <source>finished out of order</source>
        <translation>terminadas fuera de orden</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="395"/>
        <source>not taken in {order} order</source>
        <translation>no tomadas en orden {order}</translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="393"/>
        <source>taken in {order} order</source>
        <translation>tomadas en orden {order}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="364"/>
        <source>{runs}; %n other worker(s) busy too</source>
        <translation>
            <numerusform>{runs}; %n trabajador más también ocupado</numerusform>
            <numerusform>{runs}; %n trabajadores más también ocupados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/narrator.py" line="373"/>
        <source>{runs}; %n task(s) waiting in the queue</source>
        <translation>
            <numerusform>{runs}; %n tarea espera en la cola</numerusform>
            <numerusform>{runs}; %n tareas esperan en la cola</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/narrator.py" line="358"/>
        <location filename="../ui/narrator.py" line="367"/>
        <source>{worker} runs {task}</source>
        <translation>{worker} ejecuta {task}</translation>
    </message>
</context>
<context>
    <name>TeachingGuide</name>
    <message>
        <location filename="../ui/teaching_guide.py" line="79"/>
        <location filename="../ui/teaching_guide.py" line="82"/>
        <source>Teaching guide</source>
        <translation>Guía docente</translation>
    </message>
    <message>
        <location filename="../ui/teaching_guide.py" line="88"/>
        <source>Cannot read {path}: {reason}</source>
        <translation>No se puede leer {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>TracebackDialog</name>
    <message>
        <location filename="../ui/traceback_dialog.py" line="17"/>
        <source>Traceback — {task}</source>
        <translation>Traceback — {task}</translation>
    </message>
    <message>
        <location filename="../ui/traceback_dialog.py" line="20"/>
        <source>Traceback</source>
        <translation>Traceback</translation>
    </message>
</context>
<context>
    <name>VerdictPanel</name>
    <message>
        <location filename="../ui/check_commands.py" line="279"/>
        <source>Check your scheduler: verdicts</source>
        <translation>Comprobar tu planificador: veredictos</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="285"/>
        <source>Verdicts</source>
        <translation>Veredictos</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="291"/>
        <source>Back to the live queue</source>
        <translation>Volver a la cola en vivo</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="305"/>
        <source>CANNOT CHECK: {reason}</source>
        <translation>NO SE PUEDE COMPROBAR: {reason}</translation>
    </message>
    <message>
        <location filename="../ui/check_commands.py" line="312"/>
        <source>Click to select task {id} in the table</source>
        <translation>Haz clic para seleccionar la tarea {id} en la tabla</translation>
    </message>
    <message>
        <location filename="../ui/check/verdict_panel.py" line="1"/>
        <source>Replay the run</source>
        <translation>Repetir la ejecución</translation>
    </message>
    <message>
        <location filename="../ui/check/verdict_panel.py" line="1"/>
        <source>Show the checked run again from its start: play it or step it</source>
        <translation>Muestra de nuevo la ejecución comprobada desde su inicio: reprodúcela o avanza paso a paso</translation>
    </message>
    <message>
        <location filename="../ui/check/verdict_panel.py" line="1"/>
        <source>Click to see the run at {seconds} s, task {id} selected</source>
        <translation>Haz clic para ver la ejecución en el segundo {seconds}, con la tarea {id} seleccionada</translation>
    </message>
    <message>
        <location filename="../ui/check/verdict_panel.py" line="1"/>
        <source>Click to see the run at {seconds} s</source>
        <translation>Haz clic para ver la ejecución en el segundo {seconds}</translation>
    </message>
</context>
<context>
    <name>AttachDialog</name>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Attach to an RQ queue</source>
        <translation>Conectar a una cola de RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Redis URL</source>
        <translation>URL de Redis</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Where Redis runs: redis://HOST:PORT/DB</source>
        <translation>Dónde corre Redis: redis://HOST:PUERTO/BD</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Queue name</source>
        <translation>Nombre de la cola</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>The RQ queue to show, as its workers name it</source>
        <translation>La cola de RQ que mostrar, con el nombre que le dan sus trabajadores</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>&amp;Redis URL:</source>
        <translation>URL de &amp;Redis:</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>&amp;Queue:</source>
        <translation>&amp;Cola:</translation>
    </message>
</context>
<context>
    <name>BrokerCommands</name>
    <message>
        <source>The RQ queue {queue} was empty when Redis stopped answering.</source>
        <translation>La cola de RQ {queue} estaba vacía cuando Redis dejó de responder.</translation>
    </message>
    <message>
        <source>RQ&apos;s workers on the queue {queue}, as last seen: nobody watches now</source>
        <translation>Los trabajadores de RQ en la cola {queue}, como se vieron por última vez: ya nadie observa</translation>
    </message>
    <message>
        <source>{loss} The queue is shown as last seen; attach again once it answers.</source>
        <translation>{loss} La cola se muestra como se vio por última vez; vuelva a conectarse cuando responda.</translation>
    </message>
    <message numerus="yes">
        <source>Detached from the RQ queue {queue}: %n RQ worker(s) started here were asked to stop (warm).</source>
        <translation>
            <numerusform>Desconectado de la cola de RQ {queue}: se pidió parar (en caliente) a %n trabajador de RQ iniciado aquí.</numerusform>
            <numerusform>Desconectado de la cola de RQ {queue}: se pidió parar (en caliente) a %n trabajadores de RQ iniciados aquí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Detached from the RQ queue {queue}.</source>
        <translation>Desconectado de la cola de RQ {queue}.</translation>
    </message>
    <message>
        <source>RQ queue, as last seen</source>
        <translation>Cola de RQ, como se vio por última vez</translation>
    </message>
    <message>
        <source>RQ&apos;s workers, on the queue {queue}: they run it; fifo_gui watches</source>
        <translation>Los trabajadores de RQ, en la cola {queue}: ellos la atienden; fifo_gui observa</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Este escenario</translation>
    </message>
    <message>
        <source>{title} plays on an RQ queue: attach to one first (File ▸ Attach to an RQ queue…), then open it again.</source>
        <translation>{title} se ejecuta en una cola de RQ: conéctese antes a una (Archivo ▸ Conectar a una cola de RQ…) y vuelva a abrirlo.</translation>
    </message>
    <message>
        <source>scenario: {title} on the RQ queue {queue}: {tasks} put with enqueue(), then {workers} started, each a process of its own</source>
        <translation>escenario: {title} en la cola de RQ {queue}: {tasks} con enqueue(), luego {workers} en marcha, cada uno un proceso propio</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n tarea puesta</numerusform>
            <numerusform>%n tareas puestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n RQ worker(s)</source>
        <translation>
            <numerusform>%n trabajador de RQ</numerusform>
            <numerusform>%n trabajadores de RQ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Attaching to an RQ queue needs the packages rq and redis: {command}</source>
        <translation>Para conectarse a una cola de RQ hacen falta los paquetes rq y redis: {command}</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>{queue} on {where}</source>
        <translation>{queue} en {where}</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>RQ queue</source>
        <translation>Cola de RQ</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Watching the RQ queue {queue}: its workers are processes, maybe on other machines; Redis keeps the queue.</source>
        <translation>Observando la cola de RQ {queue}: sus trabajadores son procesos, quizá en otras máquinas; Redis guarda la cola.</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>The RQ queue {queue} is empty: its jobs appear here as they are put.</source>
        <translation>La cola de RQ {queue} está vacía: sus trabajos aparecen aquí a medida que se ponen.</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>attached to the RQ queue {queue} on {where}</source>
        <translation>conectado a la cola de RQ {queue} en {where}</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Attaching to the RQ queue {queue}…</source>
        <translation>Conectando a la cola de RQ {queue}…</translation>
    </message>
    <message>
        <location filename="../ui/broker/broker_commands.py" line="1"/>
        <source>Attached: RQ's workers run the queue; fifo_gui watches.</source>
        <translation>Conectado: los trabajadores de RQ procesan la cola; fifo_gui observa.</translation>
    </message>
</context>
<context>
    <name>RQControls</name>
    <message>
        <source>The RQ workers started here are stopping already: each finishes the job it runs.</source>
        <translation>Los trabajadores de RQ iniciados aquí ya se están deteniendo: cada uno termina el trabajo que ejecuta.</translation>
    </message>
    <message>
        <source>Cancel the selected queued jobs with RQ&apos;s Job.cancel(): they leave the queue, and RQ records them cancelled (a running job runs to its end)</source>
        <translation>Cancela los trabajos en cola seleccionados con Job.cancel() de RQ: salen de la cola y RQ los registra como cancelados (un trabajo en marcha llega a su fin)</translation>
    </message>
    <message>
        <source>Requeue the selected failed jobs with RQ&apos;s Job.requeue(): the same job runs again, shown as a new task at the tail</source>
        <translation>Vuelve a encolar los trabajos fallidos seleccionados con Job.requeue() de RQ: el mismo trabajo se ejecuta otra vez, mostrado como una tarea nueva al final</translation>
    </message>
    <message>
        <source>Select queued tasks to cancel.</source>
        <translation>Selecciona tareas en cola para cancelar.</translation>
    </message>
    <message>
        <source>Select failed tasks to retry.</source>
        <translation>Selecciona tareas fallidas para reintentar.</translation>
    </message>
    <message numerus="yes">
        <source>Asked RQ about %n job(s): the table shows what Redis records.</source>
        <translation>
            <numerusform>Se pidió a RQ sobre %n trabajo: la tabla muestra lo que Redis registra.</numerusform>
            <numerusform>Se pidió a RQ sobre %n trabajos: la tabla muestra lo que Redis registra.</numerusform>
        </translation>
    </message>
    <message>
        <source>RQ refused: {why}</source>
        <translation>RQ lo rechazó: {why}</translation>
    </message>
    <message>
        <location filename="../ui/broker/rq_controls.py" line="1"/>
        <source>Started the RQ worker {name}: a process of its own.</source>
        <translation>Arrancado el trabajador de RQ {name}: un proceso propio.</translation>
    </message>
    <message>
        <location filename="../ui/broker/rq_controls.py" line="1"/>
        <source>{name} drains the queue: it exits once the queue is empty.</source>
        <translation>{name} vacía la cola: sale en cuanto la cola está vacía.</translation>
    </message>
    <message>
        <source>No RQ worker started here is running: nothing to stop (workers started elsewhere are stopped where they run).</source>
        <translation>Ningún trabajador de RQ iniciado aquí está en marcha: no hay nada que detener (los iniciados en otro lugar se detienen donde corren).</translation>
    </message>
    <message numerus="yes">
        <source>Warm shutdown of %n RQ worker(s) started here: each finishes the job it runs and exits; what is queued stays, for any worker still on the queue.</source>
        <translation>
            <numerusform>Parada en caliente de %n trabajador de RQ iniciado aquí: termina el trabajo que ejecuta y sale; lo encolado se queda, para cualquier trabajador que siga en la cola.</numerusform>
            <numerusform>Parada en caliente de %n trabajadores de RQ iniciados aquí: cada uno termina el trabajo que ejecuta y sale; lo encolado se queda, para cualquier trabajador que siga en la cola.</numerusform>
        </translation>
    </message>
</context>
</TS>
